import { describe, expect, it, vi } from 'vitest';
import { startTracing } from './tracing.ts';

describe('the tracing loader', () => {
  it('loads nothing when no OTLP endpoint is set', async () => {
    const load = vi.fn();
    expect(await startTracing({}, 'shop', load)).toBeNull();
    expect(await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' }, 'shop', load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads and starts the SDK with the service name when an endpoint is set', async () => {
    const tracing = { shutdown: vi.fn(async () => {}) };
    const startSdk = vi.fn(() => tracing);
    const load = vi.fn(async () => ({ startSdk }));
    expect(await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' }, 'shop-x', load)).toBe(tracing);
    expect(startSdk).toHaveBeenCalledWith({ serviceName: 'shop-x' });
    await startTracing(
      { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c/v1/traces', OTEL_SERVICE_NAME: 'eu' },
      'shop-x',
      load,
    );
    expect(startSdk).toHaveBeenLastCalledWith({ serviceName: 'eu' });
  });
});
