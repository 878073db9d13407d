import { describe, expect, it } from 'vitest';
import { startAppOf } from './start-app-query';
import { formatStartParam, parseStartParam } from './start-param';

describe('the start parameter', () => {
  it('reads each segment on its own and writes back only what it read, in one order', () => {
    const link = parseStartParam('f3_rX_lde_zz_p_i0_r12_luz');
    expect(link).toEqual({
      entry: { orderTypeId: 200, regionId: 12, language: 'uz' },
      folderId: 3,
    });
    expect(formatStartParam(link)).toBe('p_r12_luz_f3');
    expect(formatStartParam(parseStartParam('d_i101'))).toBe('d_i101');
    expect(formatStartParam(parseStartParam('<script>'))).toBe('');
  });

  it('is read from a link’s `startapp` query, or not at all', () => {
    expect(startAppOf('?startapp=p_r1_luz&x=1')).toBe('p_r1_luz');
    expect(startAppOf('?startapp=')).toBeFalsy();
    expect(startAppOf('?regionId=1')).toBeFalsy();
  });
});
