import type { FastifyInstance } from 'fastify';
import { eamApi } from '@wp/contract';
import { route } from '../../../platform/route.js';
import { langOf, t } from '../../../platform/messages.js';
import { eamOk } from '../shared/wire.js';
import type { Attempts } from '../../uc/attempts.js';
import type { EamAuthService } from './eam-auth.service.js';

/** The portal's ticket for the asset system (host uc) and the asset system's single sign-on (host eam). */
export function registerEamAuthRoutes(app: FastifyInstance, hosts: Record<string, string>, auth: EamAuthService, attempts: Pick<Attempts, 'limit'>) {
  route(app, hosts, eamApi.eamTicket, async ({ session, req }) =>
    ({ state: true, message: t(langOf(req.headers), 'eam.ticketIssued'), value: await auth.issueTicket(session) }));
  route(app, hosts, eamApi.ssoLogin, async ({ body, req }) => {
    // Counted before the ticket is looked at: over the limit, 429 whatever the ticket.
    await attempts.limit('eamSignInFromAddress', req.ip);
    return eamOk(req, await auth.signIn(body.ticket), 'eam.signedIn');
  });
}
