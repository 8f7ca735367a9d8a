import { MONTHS, monthName } from '@corridor/domain/dates';
import { type CalendarDate, parseDate } from '@internationalized/date';
import { type KeyboardEvent, useContext, useRef } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateFieldStateContext,
  DateInput,
  type DateInputProps,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
} from 'react-aria-components';
import { CalendarIcon } from './icons.tsx';
import './field.css';
import './date-field.css';

/** One segment of a date field (day, month, year or the text between them), as React Aria hands it out. */
type SegmentInfo = Parameters<DateInputProps['children']>[0];

type DateFieldProps = {
  label: string;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Earliest and latest selectable days (YYYY-MM-DD). */
  min?: string;
  max?: string;
  isInvalid?: boolean;
  /** Ids of text that describes the field (a shared error message). */
  describedBy?: string;
};

const PLACEHOLDER: Partial<Record<SegmentInfo['type'], string>> = { day: 'DD', month: 'MMM', year: 'YYYY' };

/**
 * A date from React Aria's DatePicker, typed and shown as DD MMM YYYY whatever the browser's language: the day,
 * month and year are separate segments (digits or the arrow keys change them; letters pick the month, "s" →
 * Sep), and the button opens a calendar. British English fixes the day-month-year order; the month's name
 * comes from our own table (packages/domain/dates), never from the browser's locale data.
 */
export function DateField({ label, value, onChange, min, max, isInvalid, describedBy }: DateFieldProps) {
  return (
    <I18nProvider locale="en-GB">
      <DatePicker
        className="field date-field"
        value={toDate(value)}
        minValue={toDate(min ?? '')}
        maxValue={toDate(max ?? '')}
        onChange={(date) => onChange(date ? date.toString() : '')}
        isInvalid={isInvalid}
        aria-describedby={describedBy}
        shouldForceLeadingZeros
        granularity="day"
      >
        <Label className="field-hint date-field-label">{label}</Label>
        <Group className="field-input date-group">
          <DateInput className="date-input">{(segment) => <Segment segment={segment} />}</DateInput>
          <Button className="date-button">
            <CalendarIcon />
          </Button>
        </Group>
        <Popover className="calendar-popover" offset={4}>
          <Dialog className="calendar-dialog">
            <Calendar className="calendar">
              <header className="calendar-header">
                <Button slot="previous" className="calendar-nav">
                  ‹
                </Button>
                <Heading className="calendar-heading" />
                <Button slot="next" className="calendar-nav">
                  ›
                </Button>
              </header>
              <CalendarGrid className="calendar-grid">
                {(date) => <CalendarCell date={date} className="calendar-cell" />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}

function Segment({ segment }: { segment: SegmentInfo }) {
  const state = useContext(DateFieldStateContext);
  const typed = useRef('');
  // Letters in the month segment pick the first month whose name starts with what was typed ("ju" → Jun).
  const onKeyDown = (e: KeyboardEvent) => {
    if (segment.type !== 'month' || !state || !/^[a-z]$/i.test(e.key)) return;
    e.preventDefault();
    const next = `${typed.current}${e.key.toLowerCase()}`;
    const start = MONTHS.findIndex((m) => m.toLowerCase().startsWith(next));
    const index = start >= 0 ? start : MONTHS.findIndex((m) => m.toLowerCase().startsWith(e.key.toLowerCase()));
    typed.current = start >= 0 ? next : e.key.toLowerCase();
    if (index >= 0) state.setSegment('month', index + 1);
  };
  return (
    // The key handler sits on a wrapper: React Aria's segment takes no keyboard props of ours. The keys come from
    // the focused segment inside, which is the control.
    // biome-ignore lint/a11y/noStaticElementInteractions: listens to its segment's keys, is not itself interactive
    <span
      className="date-segment-wrap"
      onKeyDownCapture={onKeyDown}
      onBlur={() => {
        typed.current = '';
      }}
    >
      <DateSegment segment={segment} className="date-segment">
        {({ type, text, isPlaceholder, value }) => {
          if (type === 'literal') return ' ';
          if (isPlaceholder) return PLACEHOLDER[type] ?? text;
          return type === 'month' && value != null ? monthName(value) : text;
        }}
      </DateSegment>
    </span>
  );
}

function toDate(iso: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}
