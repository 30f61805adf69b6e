import { and, desc, eq, like, ne } from 'drizzle-orm';
import { reviewerInfoPage, reviewerOrderPage, type ReviewerOrderRow } from '@shared/api/reviewers/orders';
import { addressOut } from '@shared/api/review/detail';
import { maskText } from '@shared/api/secret';
import { startsWith } from '../../db/like';
import { reviewers, reviewOrderAddresses, reviewPlanOrderDetails, reviewPlanOrders } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { listPage } from '../../http/listPage';
import { platformScope, platformScopeWhere } from '../reference';
import { seesPersonalData } from './access';
import { addressLinkFrom, costCalculator, countCapped, detailLinkFrom, reviewerDetailsWhere, selectReviewerAddresses, selectReviewerDetails, type ReviewerDetail } from './links';

/** 测评订单 and 测评人信息: the programme's details and addresses read by reviewer (docs/domain/reviewers.md). */
const d = reviewPlanOrderDetails;
const a = reviewOrderAddresses;
const r = reviewers;

type AddressRecord = typeof a.$inferSelect;
/** The programme's masking of an address (review-programme.md "Addresses are personal data"). */
function shownAddress(x: AddressRecord, full: boolean) {
  const out = { id: x.id, receiver: x.receiver, phone: x.phone, email: x.email, street: x.street, city: x.city, region: x.region, postcode: x.postcode, country: x.country, enabled: x.enabled, masked: !full };
  if (full) return addressOut.parse(out);
  return addressOut.parse({ ...out, receiver: maskText(x.receiver), phone: maskText(x.phone), email: x.email && maskText(x.email), street: maskText(x.street), postcode: maskText(x.postcode) });
}

export function orderRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(reviewerOrderPage, async ({ query, caller, deps }) => {
      const where = reviewerDetailsWhere(
        await platformScope(deps.db, caller),
        query.reviewerId ? eq(r.id, query.reviewerId) : undefined,
        query.reviewerName ? like(r.name, startsWith(query.reviewerName)) : undefined,
        query.planOrderSerialNo ? like(reviewPlanOrders.serialNo, startsWith(query.planOrderSerialNo.toUpperCase())) : undefined,
        query.reviewed === true ? eq(d.reviewerStatus, 'reviewed') : query.reviewed === false ? ne(d.reviewerStatus, 'reviewed') : undefined,
      );
      const cost = costCalculator(deps.db);
      const page = await listPage(deps.db, {
        select: () => selectReviewerDetails(deps.db),
        where,
        order: [desc(d.id)],
        page: query.page,
        limit: query.limit,
        total: { exact: countCapped(deps.db, detailLinkFrom(deps.db), where) },
      });
      const rows: ReviewerOrderRow[] = [];
      for (const x of page.rows as ReviewerDetail[]) {
        const { planFee: _fee, planFeeCurrency: _currency, ...row } = x;
        rows.push({ ...row, reviewed: x.reviewerStatus === 'reviewed', costCny: (await cost(x))?.toFixed(2) ?? null, createdAt: x.createdAt.toISOString() });
      }
      return { ...page, rows };
    })
    .add(reviewerInfoPage, async ({ query, caller, deps }) => {
      const full = await seesPersonalData(caller);
      const where = and(
        platformScopeWhere(await platformScope(deps.db, caller), d.platformId),
        query.reviewerId ? eq(r.id, query.reviewerId) : undefined,
        query.reviewerName ? like(r.name, startsWith(query.reviewerName)) : undefined,
        query.country ? eq(a.country, query.country.toUpperCase()) : undefined,
      );
      const page = await listPage(deps.db, { select: () => selectReviewerAddresses(deps.db), where, order: [desc(a.id)], page: query.page, limit: query.limit, total: { exact: countCapped(deps.db, addressLinkFrom(deps.db), where) } });
      return {
        ...page,
        rows: page.rows.map((x) => ({ id: x.address.id, reviewerId: x.reviewerId, reviewerName: x.reviewerName, reviewerCountry: x.reviewerCountry, planOrderSerialNo: x.planOrderSerialNo, invitationCode: x.invitationCode, address: shownAddress(x.address, full), createdAt: x.address.createdAt.toISOString() })),
      };
    });
}
