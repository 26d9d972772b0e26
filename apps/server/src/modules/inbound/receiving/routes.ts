import {
  binCalls,
  packageCallsTable,
  packagePutOnShelvesCalls,
  packageSigningCalls,
  receivingInspectionCalls,
  unknownItemCalls,
  userPackageCalls,
  userUnknownItemCalls,
  userWarehouseDocumentCalls,
  warehouseDocumentCalls,
} from '@wms/contract';
import type { Deps } from '../../../platform/deps.js';
import { download, type ModuleDef, moduleOf, route } from '../../../platform/route.js';
import { binLabel } from './bin-labels.js';
import { documentsService } from './documents.js';
import { inspectionService } from './inspection.js';
import { packagesService } from './packages.js';
import { shelvingService } from './shelving.js';
import { signingService } from './signing.js';
import { unknownItemsService } from './unknown.js';

/** Inbound (docs/domain.md, "Parcels"): documents and parcels for staff and customers, and the
 * warehouse's signing, inspection, shelving, bins and unknown items. */
export function inboundModules(deps: Deps): ModuleDef[] {
  const docs = documentsService(deps);
  const parcels = packagesService(deps);
  const signing = signingService(deps);
  const shelving = shelvingService(deps);
  const unknown = unknownItemsService(deps);
  const inspection = inspectionService(deps);
  const documentModule = (calls: typeof warehouseDocumentCalls | typeof userWarehouseDocumentCalls) =>
    moduleOf(calls, [
      route(calls.GetWarehouseDocuments, (c) => docs.list(c.auth, c.body, c.lang)),
      route(calls.GetWarehouseDocumentById, (c) => docs.detail(c.auth, c.body.Id, c.lang)),
      route(calls.EstablishWarehouseDocument, (c) => docs.establish(c.auth, c.body)),
      route(calls.BatchEstablishWarehouseDocument, (c) => docs.batch(c.auth, c.body)),
      route(calls.FinishWarehouseDocuments, (c) => docs.finish(c.auth, c.body.Ids, c.lang)),
      route(calls.DeleteWarehouseDocument, (c) => docs.remove(c.auth, c.body.Id)),
    ]);
  const packageRoutes = (calls: typeof packageCallsTable | typeof userPackageCalls) => [
    route(calls.GetPackages, (c) => parcels.list(c.auth, c.body, c.lang)),
    route(calls.GetPackageById, (c) => parcels.detail(c.auth, c.body.Id, c.lang)),
    route(calls.TrackPackages, (c) => parcels.track(c.auth, c.body.Numbers, c.lang)),
  ];
  const staffPackages = packageCallsTable;
  return [
    documentModule(warehouseDocumentCalls),
    documentModule(userWarehouseDocumentCalls),
    moduleOf(staffPackages, [
      ...packageRoutes(staffPackages),
      route(staffPackages.CompletePackage, (c) => parcels.complete(c.auth, c.body, c.lang)),
    ]),
    moduleOf(userPackageCalls, packageRoutes(userPackageCalls)),
    moduleOf(packageSigningCalls, [
      route(packageSigningCalls.SignScan, (c) => signing.scan(c.auth, c.body, c.lang)),
      route(packageSigningCalls.SignPackages, (c) =>
        signing.signMany(c.auth, c.body.Ids, c.body.IncompleteReason, c.lang),
      ),
      route(packageSigningCalls.GetPackageLabel, async (c) => {
        const l = await signing.label(c.body.Id, c.lang);
        return download('application/pdf', l.pdf, `label-${c.body.Id}.pdf`);
      }),
      route(packageSigningCalls.GetPackageLabelZpl, async (c) => (await signing.label(c.body.Id, c.lang)).zpl),
    ]),
    moduleOf(unknownItemCalls, [
      route(unknownItemCalls.GetUnknownItems, (c) => unknown.list(c.body, c.lang)),
      route(unknownItemCalls.PackageClaim, (c) => unknown.assign(c.auth, c.body, c.lang)),
      route(unknownItemCalls.GetPackageClaims, (c) => unknown.claims(c.auth, c.body, c.lang)),
      route(unknownItemCalls.ApprovePackageClaim, (c) => unknown.approve(c.auth, c.body, c.lang)),
      route(unknownItemCalls.RefusePackageClaim, (c) => unknown.refuse(c.auth, c.body, c.lang)),
      route(unknownItemCalls.VoidUnknownItem, (c) => unknown.voidItem(c.auth, c.body, c.lang)),
    ]),
    moduleOf(userUnknownItemCalls, [
      route(userUnknownItemCalls.ParcelTrackingNumberClaim, (c) => unknown.claim(c.auth, c.body, c.lang)),
      route(userUnknownItemCalls.GetPackageClaims, (c) => unknown.claims(c.auth, c.body, c.lang)),
      route(userUnknownItemCalls.DeletePackageClaim, (c) => unknown.withdraw(c.auth, c.body.Id, c.lang)),
    ]),
    moduleOf(receivingInspectionCalls, [
      route(receivingInspectionCalls.InspectPackage, (c) => inspection.inspect(c.auth, c.body, c.lang)),
    ]),
    moduleOf(packagePutOnShelvesCalls, [
      route(packagePutOnShelvesCalls.ShelveScan, (c) => shelving.shelveScan(c.auth, c.body, c.lang)),
      route(packagePutOnShelvesCalls.PutPackagesOnShelves, (c) =>
        shelving.putOnShelf(c.auth, c.body.Ids, c.body.ShelfId, c.lang),
      ),
    ]),
    moduleOf(binCalls, [
      route(binCalls.GetBins, (c) => shelving.listBins(c.body, c.lang)),
      route(binCalls.EstablishBin, (c) => shelving.establishBin(c.body.WarehouseId)),
      route(binCalls.PackIntoBin, (c) => shelving.packIntoBin(c.body, c.lang)),
      route(binCalls.BinPutOnShelves, (c) => shelving.binOnShelf(c.auth, c.body, c.lang)),
      route(binCalls.BinLowerShelf, (c) => shelving.binOffShelf(c.auth, c.body, c.lang)),
      route(binCalls.GetBinLabel, async (c) => {
        const l = await binLabel(deps.db, c.body.Id, c.lang);
        return download('application/pdf', l.pdf, `bin-${c.body.Id}.pdf`);
      }),
      route(binCalls.GetBinLabelZpl, async (c) => (await binLabel(deps.db, c.body.Id, c.lang)).zpl),
    ]),
  ];
}
