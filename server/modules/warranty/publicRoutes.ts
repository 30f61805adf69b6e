import { MARKETPLACES } from '@shared/api/warranty/common';
import * as api from '@shared/api/warranty/public';
import type { AppDeps } from '../../deps';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { checkCaptcha, sendCaptcha } from '../auth';
import { sendConfirmation } from './mail';
import { codeContext, register } from './register';
import { createRegistrationThrottle, type RegistrationThrottle } from './throttle';

const throttles = new WeakMap<AppDeps['db'], RegistrationThrottle>();
const throttleOf = (deps: AppDeps) => {
  let t = throttles.get(deps.db);
  if (!t) throttles.set(deps.db, (t = createRegistrationThrottle(deps.db)));
  return t;
};
const addressOf = (ip: string | undefined) => ip ?? 'unknown';

/** The buyer's page behind a code: no login, counted per address and per code. */
export function publicRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.registrationPage, async ({ query, deps, req }) => {
      const ctx = await codeContext(deps.db, query.code);
      const p = ctx.project;
      if (!p.enabled) throw fail.refused(api.CLOSED_MESSAGE);
      return {
        code: query.code,
        brand: p.brand,
        logoUrl: p.logoUrl,
        sku: ctx.sku,
        warrantyMonths: p.warrantyMonths,
        languages: p.languages,
        templates: p.templates,
        marketplaces: Object.values(MARKETPLACES),
        registered: ctx.registeredAt !== null,
        needsCaptcha: deps.config.captcha && (await throttleOf(deps).needsCaptcha(addressOf(req.ip))),
      };
    })
    .add(api.registrationCaptcha, ({ deps, res }) => sendCaptcha(deps, res))
    .add(api.registerWarranty, async ({ body, deps, req, res }) => {
      res.locals.audit = true;
      const address = addressOf(req.ip);
      const { needsCaptcha } = await throttleOf(deps).attempt(address, body.code);
      if (needsCaptcha) await checkCaptcha(deps, req, body.captcha);
      const done = await register(deps.db, { ...body, ipAddress: address });
      const mailSent = await sendConfirmation(deps, {
        mailboxId: done.project.mailboxId,
        by: done.project.createdBy,
        to: body.email,
        buyerName: body.name,
        brand: done.project.brand,
        title: done.template.title,
        serialNo: done.serialNo,
        sku: done.sku,
        orderNo: body.orderNo,
      });
      return { serialNo: done.serialNo, mailSent };
    });
}
