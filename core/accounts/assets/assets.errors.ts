/** Texts and refusals of asset hire; the spec shows none for these, so the sentences are ours. */
import { refusal } from '../../errors/domain-error';

export const ASSET_TEXT = {
  assetType: 'Please select an asset type',
  modelRequired: 'Asset model is required',
  cityRequired: 'City is required',
  dailyRate: 'Please enter a valid positive amount',
  invalidDay: 'Please enter a valid date',
  endBeforeStart: 'The end date must not be before the start date',
  inThePast: 'The hire must start today or later',
  tooLong: 'A hire can last at most 90 days',
  purposeRequired: 'Please tell the owner what the asset is for',
  chooseAsset: 'Please choose an asset to hire',
  notOwnerRole: 'Only a business admin or seller can list assets',
  assetNotFound: 'Asset not found',
  notAvailable: 'This asset is not available for these dates',
  alreadyBooked: 'This asset has just been booked for some of these dates, please choose other dates',
  ownAsset: 'You cannot hire your own asset',
  paymentDeclined: 'Payment failed, please try again',
  reservationNotFound: 'Reservation not found',
  assetAdded: 'Asset added',
  hireConfirmed: 'Your hire is confirmed',
} as const;

const e = refusal;

/** Refusals of the asset area, by reason. */
export const AssetErrors = {
  notOwnerRole: e('forbidden', 'ASSET.NOT_OWNER_ROLE', ASSET_TEXT.notOwnerRole),
  assetNotFound: e('not_found', 'ASSET.NOT_FOUND', ASSET_TEXT.assetNotFound),
  notAvailable: e('rule_violation', 'ASSET.NOT_AVAILABLE', ASSET_TEXT.notAvailable),
  alreadyBooked: e('conflict', 'ASSET.ALREADY_BOOKED', ASSET_TEXT.alreadyBooked),
  ownAsset: e('rule_violation', 'ASSET.OWN_ASSET', ASSET_TEXT.ownAsset),
  inThePast: e('invalid', 'ASSET.IN_THE_PAST', ASSET_TEXT.inThePast),
  paymentDeclined: e('rule_violation', 'ASSET.PAYMENT_DECLINED', ASSET_TEXT.paymentDeclined),
  reservationNotFound: e('not_found', 'ASSET.RESERVATION_NOT_FOUND', ASSET_TEXT.reservationNotFound),
};
