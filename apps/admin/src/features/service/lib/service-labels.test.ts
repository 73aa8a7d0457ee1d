import { describe, expect, it } from 'vitest';
import { VARIETY_STATUSES, nextVarietyStatuses } from '@yaocai/domain';
import { varietyActions } from './service-labels';

const statusOf = { purchase: 'purchasing', list: 'listed', refuse: 'unavailable' } as const;

describe('varietyActions', () => {
  it.each(VARIETY_STATUSES)('offers for %s exactly the moves the domain allows', (status) => {
    const offered = varietyActions(status).map((action) => statusOf[action]);
    expect(offered.sort()).toEqual([...nextVarietyStatuses(status)].sort());
  });
});
