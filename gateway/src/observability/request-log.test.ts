import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { requestLogScope, requestScopedLog } from './request-log.ts';

describe('requestScopedLog', () => {
  it("writes through the request's logger in the handler, after awaits and a parsed body, else through the app's", async () => {
    const lines: Array<{ reqId?: string; msg?: string }> = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
      genReqId: () => 'req-42',
    });
    const fallback = { error: vi.fn() };
    const log = requestScopedLog(fallback);
    app.post('/graphql', { preHandler: [async () => {}, requestLogScope] }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.error({ path: ['x'] }, 'unexpected GraphQL error');
      return { ok: true };
    });
    const response = await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ x }' } });
    expect(response.statusCode).toBe(200);
    expect(lines).toContainEqual(expect.objectContaining({ reqId: 'req-42', msg: 'unexpected GraphQL error' }));
    expect(fallback.error).not.toHaveBeenCalled();
    log.error({}, 'outside');
    expect(fallback.error).toHaveBeenCalledWith({}, 'outside');
    await app.close();
  });
});
