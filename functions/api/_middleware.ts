import { guardWrites } from '../lib/write-guard';

/** Every /api request passes the write guard before its endpoint (functions/lib/write-guard.ts). */
export const onRequest = guardWrites;
