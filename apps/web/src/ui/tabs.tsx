import type { ReactNode } from 'react';
import { Tabs as AriaTabs, Tab, TabList, TabPanel } from 'react-aria-components';
import './tabs.css';

export type TabItem = { id: string; label: string; content: ReactNode };

/**
 * Tabs from React Aria: one Tab stop for the list, the arrow keys (and Home/End) move between tabs and select
 * them, Tab moves into the panel.
 */
export function Tabs({
  tabs,
  label,
  defaultTab,
  selectedTab,
  onSelectionChange,
}: {
  tabs: readonly TabItem[];
  label: string;
  defaultTab?: string;
  /** Controlled selection (e.g. kept in the address, so a tab can be linked to). */
  selectedTab?: string;
  onSelectionChange?: (id: string) => void;
}) {
  return (
    <AriaTabs
      className="tabs"
      defaultSelectedKey={selectedTab === undefined ? (defaultTab ?? tabs[0]?.id) : undefined}
      selectedKey={selectedTab}
      onSelectionChange={onSelectionChange ? (key) => onSelectionChange(String(key)) : undefined}
    >
      <TabList aria-label={label} className="tab-list">
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className="tab">
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="tab-panel">
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
