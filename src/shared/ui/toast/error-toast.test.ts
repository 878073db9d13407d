import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { errorToast, readErrorToast } from './error-toast';

const detailOf = (error: unknown) => errorToast(error, 'error.server-error').detail;

describe('the error toast (docs/product.md §8)', () => {
  it('shows the server’s own words when it sent some', () => {
    expect(detailOf(new ApiError('http', 409, 'Restaurant closed'))).toEqual({
      text: 'Restaurant closed',
    });
  });

  it('says a limit was reached in the app’s own words, whichever backend refused', () => {
    expect(detailOf(new ApiError('http', 429, 'Too many requests; try again in 40 s'))).toEqual({
      key: 'error.too-many-requests',
    });
    expect(detailOf(new ApiError('http', 429))).toEqual({ key: 'error.too-many-requests' });
  });

  it('names going offline and timeouts, else the catalogue message', () => {
    expect(detailOf(new ApiError('offline', 0))).toEqual({ key: 'error.offline' });
    expect(detailOf(new ApiError('timeout', 0))).toEqual({ key: 'error.timeout' });
    expect(detailOf(new ApiError('http', 500))).toEqual({ key: 'error.server-error' });
    expect(detailOf(new Error('boom'))).toEqual({ key: 'error.server-error' });
  });
});

describe('the toast of a failed read', () => {
  const detailOf = (error: unknown) => readErrorToast(error).detail;

  it('says server-error for an answer that is an error (an order read answered 500)', () => {
    expect(detailOf(new ApiError('http', 500))).toEqual({ key: 'error.server-error' });
    expect(detailOf(new ApiError('http', 502))).toEqual({ key: 'error.server-error' });
  });

  it('says fetch-error for an answer that breaks its schema', () => {
    expect(detailOf(new ApiError('schema', 200))).toEqual({ key: 'error.fetch-error' });
  });

  it('keeps the server’s words, offline and timeouts', () => {
    expect(detailOf(new ApiError('http', 503, 'Kitchen restarting'))).toEqual({
      text: 'Kitchen restarting',
    });
    expect(detailOf(new ApiError('offline', 0))).toEqual({ key: 'error.offline' });
    expect(detailOf(new ApiError('timeout', 0))).toEqual({ key: 'error.timeout' });
  });
});
