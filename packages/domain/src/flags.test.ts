import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAG_START_DATE, type FeatureFlag, flagStartDate, isFeatureOn } from './flags.ts';

const flag = (feature: string, enabled: boolean, metaData: FeatureFlag['metaData'] = {}): FeatureFlag => ({
  feature,
  enabled,
  metaData,
});

describe('isFeatureOn', () => {
  it('is off when the flag is missing or the list is empty', () => {
    expect(isFeatureOn([], 'ACCOUNTING', 'SG')).toBe(false);
    expect(isFeatureOn(undefined, 'ACCOUNTING', 'SG')).toBe(false);
  });

  it('is off when the flag is disabled, even for a listed entity', () => {
    expect(isFeatureOn([flag('ACCOUNTING', false, { enabledEntities: ['SG'] })], 'ACCOUNTING', 'SG')).toBe(false);
  });

  it('is on for every entity when the flag names none', () => {
    expect(isFeatureOn([flag('ENABLE_BULK_UPLOADS', true)], 'ENABLE_BULK_UPLOADS', 'HK')).toBe(true);
    expect(isFeatureOn([flag('ENABLE_BULK_UPLOADS', true)], 'ENABLE_BULK_UPLOADS', null)).toBe(true);
  });

  it.each([
    ['enabledEntity', { enabledEntity: ['SG'] }],
    ['enabledEntities', { enabledEntities: ['SG'] }],
    ['enabledLegalEntities', { enabledLegalEntities: ['SG'] }],
  ])('honours %s: on for a listed entity, off for others', (_, meta) => {
    const features = [flag('F', true, meta)];
    expect(isFeatureOn(features, 'F', 'SG')).toBe(true);
    expect(isFeatureOn(features, 'F', 'AU')).toBe(false);
  });

  it('treats an empty list as "no entity" rather than "all entities"', () => {
    expect(isFeatureOn([flag('ZENDESK_HELP_ENABLED', true, { enabledEntity: [] })], 'ZENDESK_HELP_ENABLED', 'SG')).toBe(
      false,
    );
  });

  it('is off for a listed flag when the entity is not known yet', () => {
    expect(isFeatureOn([flag('F', true, { enabledEntities: ['SG'] })], 'F', null)).toBe(false);
    expect(isFeatureOn([flag('F', true, { enabledEntities: ['SG'] })], 'F', undefined)).toBe(false);
  });

  it('accepts an entity from any of the lists when several are given', () => {
    const features = [flag('F', true, { enabledEntity: ['HK'], enabledLegalEntities: ['JP'] })];
    expect(isFeatureOn(features, 'F', 'JP')).toBe(true);
    expect(isFeatureOn(features, 'F', 'HK')).toBe(true);
    expect(isFeatureOn(features, 'F', 'SG')).toBe(false);
  });

  it('matches the flag name exactly', () => {
    expect(isFeatureOn([flag('ACCOUNTING', true)], 'accounting', 'SG')).toBe(false);
  });
});

describe('flagStartDate', () => {
  it('falls back to the spec default when metaData has none', () => {
    expect(flagStartDate(flag('F', true))).toBe(DEFAULT_FLAG_START_DATE);
    expect(flagStartDate(undefined)).toBe(1713463074);
    expect(flagStartDate(flag('F', true, { flagStartDate: 42 }))).toBe(42);
  });
});
