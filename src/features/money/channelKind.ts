import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ChannelKind } from '../../api/contract/deposit';

/** The kind of a payment channel in the player's words; the channel's own name is its brand. */
export const CHANNEL_KIND: Record<ChannelKind, MessageDescriptor> = {
  ewallet: msg`E-wallet`,
  bank: msg`Bank transfer`,
  card: msg`Card`,
  qr: msg`QR payment`,
};
