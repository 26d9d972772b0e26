import {
  billCalls,
  billTypeOptions,
  paymentRecordCalls,
  paymentTypeOptions,
  userBillCalls,
  userCouponCalls,
  userPaymentRecordCalls,
} from '@wms/contract';
import { holdsAnyCode, isStaff } from '../../../platform/auth.js';
import type { Deps } from '../../../platform/deps.js';
import { forbidden, invalid } from '../../../platform/errors.js';
import { inTransaction } from '../../../platform/notify.js';
import { ownerScope } from '../../../platform/owner-scope.js';
import { type ModuleDef, moduleOf, paged, route } from '../../../platform/route.js';
import { defineSelect } from '../../../platform/select.js';
import { transitionMany } from '../../../platform/transition.js';
import { usableCoupons } from '../coupons/rules.js';
import { runSettlementCycle, runStorageDay } from './issue.js';
import { today, yesterday } from './jobs.js';
import { billDetail, billPage, paymentPage } from './lists.js';
import { billUse, lockRefunds, payBills, refundBills } from './payments.js';
import { billWorkflow } from './workflow.js';

/** The day a run is asked for, `latest` when none is named; Code 2 on `Date` when it is later. */
const upTo = (day: string | undefined, latest: string) => {
  if (day !== undefined && day > latest) throw invalid('Date', 'bills.dayAhead', { value: day, latest });
  return day ?? latest;
};

defineSelect('BillTypes', billTypeOptions);
defineSelect('PaymentTypes', paymentTypeOptions);

/**
 * Bills and payment records (docs/domain.md, "Bills and payments"): staff read every customer's,
 * pay for a customer, refund and cancel (`/Bill/`, `/PaymentRecord/`); a customer reads and pays
 * their own (`/UserBill/`, `/UserPaymentRecord/`), scoped by `auth` whatever the body names.
 */
export function billModules(deps: Deps): ModuleDef[] {
  const { db } = deps;
  const staff = billCalls;
  const own = userBillCalls;
  return [
    // The coupons good for paying bills are read here, not in coupons: bills use the coupon
    // rules, and the coupon module never imports bills (docs/architecture.md, "Chapters").
    moduleOf(userCouponCalls, [
      route(userCouponCalls.GetUserBillAvailableCoupons, async (c) => {
        // Staff read a customer's coupons here only when they may pay that customer's bills.
        if (isStaff(c.auth) && !(await holdsAnyCode(db, c.auth, [billCalls.PayBills.code]))) throw forbidden();
        const use = await billUse(db, c.body.BillIds, ownerScope(c.auth, c.body.OwnerId));
        return usableCoupons(db, use, c.lang);
      }),
    ]),
    moduleOf(staff, [
      route(staff.GetBills, async (c) => {
        const { rows, total, counts } = await billPage(db, c.body, undefined, c.lang, staff.GetBills.sorts);
        return paged(rows, total, counts);
      }),
      route(staff.GetBillById, (c) => billDetail(db, c.body.Id, undefined, c.lang)),
      route(staff.PayBills, (c) =>
        inTransaction(
          deps,
          async (tx) =>
            // Not `ifAffordable`: a payment the wallet cannot make is refused, never null.
            (await payBills(tx, {
              auth: c.auth,
              billIds: c.body.BillIds,
              key: c.body.IdempotencyKey,
              couponIds: c.body.UserCouponIds,
              lang: c.lang,
            }))!,
        ),
      ),
      route(staff.RefundBills, (c) =>
        inTransaction(deps, (tx) =>
          refundBills(tx, { auth: c.auth, billIds: c.body.BillIds, reason: c.body.Reason, lang: c.lang }),
        ),
      ),
      route(staff.LockOrderRefund, (c) =>
        inTransaction(deps, (tx) =>
          lockRefunds(tx, { auth: c.auth, billIds: c.body.BillIds, reason: c.body.Reason, lang: c.lang }),
        ),
      ),
      route(staff.CancelBills, (c) =>
        inTransaction(deps, async (tx) => {
          const { moved } = await transitionMany(tx, billWorkflow, 'cancel', c.body.BillIds, {
            auth: c.auth,
            lang: c.lang,
            note: c.body.Reason,
          });
          return moved.length;
        }),
      ),
      // A run is for a day that has ended (storage: the parcels at its end) or has come (the
      // cycle): a later one would bill what has not happened (Code 2 on the date).
      route(staff.RunStorageBilling, (c) => runStorageDay(deps, upTo(c.body.Date, yesterday()))),
      route(staff.RunSettlementCycle, (c) => runSettlementCycle(deps, upTo(c.body.Date, today()))),
    ]),
    moduleOf(own, [
      route(own.GetUserBills, async (c) => {
        const { rows, total, counts } = await billPage(db, c.body, c.auth.userId, c.lang, own.GetUserBills.sorts);
        return paged(rows, total, counts);
      }),
      route(own.GetUserBillById, (c) => billDetail(db, c.body.Id, c.auth.userId, c.lang)),
      route(own.PayUserBills, (c) =>
        inTransaction(
          deps,
          async (tx) =>
            // Not `ifAffordable`: a payment the wallet cannot make is refused, never null.
            (await payBills(tx, {
              auth: c.auth,
              billIds: c.body.BillIds,
              key: c.body.IdempotencyKey,
              couponIds: c.body.UserCouponIds,
              lang: c.lang,
            }))!,
        ),
      ),
    ]),
    moduleOf(paymentRecordCalls, [
      route(paymentRecordCalls.GetPaymentRecords, async (c) => {
        const { rows, total } = await paymentPage(
          db,
          c.body,
          undefined,
          c.lang,
          paymentRecordCalls.GetPaymentRecords.sorts,
        );
        return paged(rows, total);
      }),
    ]),
    moduleOf(userPaymentRecordCalls, [
      route(userPaymentRecordCalls.GetUserPaymentRecords, async (c) => {
        const { rows, total } = await paymentPage(
          db,
          c.body,
          c.auth.userId,
          c.lang,
          userPaymentRecordCalls.GetUserPaymentRecords.sorts,
        );
        return paged(rows, total);
      }),
    ]),
  ];
}
