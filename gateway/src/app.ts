// The gateway: GraphQL at /graphql (Apollo Server on Fastify), /images/* proxied to upstream, and
// the built web client at every other route. One undici Pool to upstream, closed with the app.
import { ApolloServer } from '@apollo/server';
import fastifyApollo from '@as-integrations/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { createGatewayContext, type GatewayContext } from './context.ts';
import { createFormatError } from './graphql/format-error.ts';
import { gatewayResolvers, loadTypeDefs } from './graphql/schema.ts';
import { upstreamMetricsPlugin } from './graphql/upstream-metrics-plugin.ts';
import { registerImageProxy } from './http/image-proxy.ts';
import { DEFAULT_WEB_DIST_DIR, registerWebClient } from './http/web-client.ts';
import { connectUpstream } from './upstream/http.ts';

export interface GatewayOptions {
  /** Base URL of the REST commerce API, e.g. http://127.0.0.1:4001 */
  upstreamUrl: string;
  /** The built web client; defaults to <repo>/web/dist. */
  webDistDir?: string;
  logger?: boolean;
}

export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  const connection = connectUpstream(options.upstreamUrl);

  const apollo = new ApolloServer<GatewayContext>({
    typeDefs: loadTypeDefs(),
    resolvers: gatewayResolvers(),
    csrfPrevention: true,
    introspection: true,
    // Variable coercion errors answer 400: Apollo Server 5's fixed behaviour (setting
    // status400ForVariableCoercionErrors only logs a deprecation warning); tests/graphql checks it.
    includeStacktraceInErrorResponses: false,
    formatError: createFormatError(app.log),
    logger: app.log,
    // The app stops Apollo when it closes; main.ts owns the signals.
    stopOnTerminationSignals: false,
    plugins: [upstreamMetricsPlugin()],
  });
  await apollo.start();

  app.addHook('onClose', async () => {
    await apollo.stop();
    await connection.close();
  });

  await app.register(fastifyApollo(apollo), {
    context: async (request) => createGatewayContext({ connection, log: request.log }),
  });
  registerImageProxy(app, connection);
  await registerWebClient(app, options.webDistDir ?? DEFAULT_WEB_DIST_DIR);
  return app;
}
