// Optional OpenTelemetry tracing: only with OTEL_EXPORTER_OTLP_ENDPOINT (or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) set is the server's SDK module loaded (`load`, on demand), so
// the default path loads none of it. Call it before importing the app, so that the instrumented
// modules are patched when the app loads them. The other OTEL_* settings (headers, service name,
// resource attributes, sampler) are read by the SDK itself.
export interface Tracing {
  /** Flushes the spans still buffered and stops the SDK. */
  shutdown(): Promise<void>;
}

export interface TracingSdk {
  startSdk(options: { serviceName: string }): Tracing;
}

export type TracingSettings = Partial<
  Record<'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT' | 'OTEL_SERVICE_NAME', string>
>;

export function tracingEnabled(env: TracingSettings): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/** Starts tracing when configured; null (and nothing loaded) otherwise. */
export async function startTracing(
  env: TracingSettings,
  serviceName: string,
  /** The server's SDK module (its otel-sdk.ts, which names its instrumentations), imported on demand. */
  load: () => Promise<TracingSdk>,
): Promise<Tracing | null> {
  if (!tracingEnabled(env)) return null;
  const sdk = await load();
  return sdk.startSdk({ serviceName: env.OTEL_SERVICE_NAME?.trim() || serviceName });
}
