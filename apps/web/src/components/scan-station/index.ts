/** The scan station of the floor screens (docs/architecture.md, "Floor screens"). */
export {
  FEED_SIZE,
  type FeedEntry,
  isDone,
  type ScanKind,
  type ScanLabel,
  type ScanOutcome,
  type ScanStep,
  type ScanValues,
  type StationMemory,
  type StationState,
  type StepInputs,
  scanAttention,
  scanError,
  scanInfo,
  scanOk,
} from './machine';
export { forgetStations } from './memory';
export { useStationOnScreen } from './presence';
export { ScanStation, type ScanStationProps, ScanStationView } from './ScanStation';
export { playScanSound, SCAN_TONES } from './sounds';
export { type ScanStationApi, type ScanStationOptions, useScanStation } from './useScanStation';
