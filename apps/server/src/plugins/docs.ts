/**
 * The OpenAPI document, generated from the shared zod schemas the routes declare, at /api/openapi.json, and a
 * browsable view of it at /api/docs.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

async function docs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Suuq API',
        description:
          'Online ordering for food, groceries, drinking water and cooking gas in Mogadishu. Money is decimal at ' +
          'this edge (at most 2 decimals) with a currency per store; errors are `{message, errors?}`.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

export default fp(docs, { name: 'docs' });
