import type { FastifyInstance } from 'fastify';
import { formDataApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import type { BoService } from './bo.service.js';
import type { DesignService } from './design.service.js';

/** Definitions: a business object, the sub-tables of a form's BO, a form as JSON for preview. */
export function registerBoRoutes(app: FastifyInstance, hosts: Record<string, string>, bos: BoService, design: DesignService) {
  route(app, hosts, formDataApi.bo.getJson, ({ session, query }) => bos.definition(session, query));
  route(app, hosts, formDataApi.bo.getSubEntsByFormKey, ({ session, query }) => design.subEnts(session, query.formKey));
  route(app, hosts, formDataApi.bo.previewDesignVue, ({ session, query }) => design.preview(session, query));
}
