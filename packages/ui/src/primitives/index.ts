/**
 * The kw-* primitives: component classes and their public types. Importing this file
 * registers nothing; a module that renders a tag imports that tag's registration file
 * (`./button/button.js` registers `kw-button` and the elements it uses).
 */
export { KwAddress } from './address/address.component.js'
export { KwAvatar } from './avatar/avatar.component.js'
export { avatarColors, avatarGradient } from './avatar/avatar-gradient.js'
export { KwBalance } from './balance/balance.component.js'
export { type ButtonSize, type ButtonVariant, KwButton } from './button/button.component.js'
export { type ChipVariant, KwChip } from './chip/chip.component.js'
export { type IconSize, KwIcon } from './icon/icon.component.js'
export { ICON_NAMES, ICONS, type IconName, isIconName } from './icon/icons.js'
export { KwIconButton } from './icon-button/icon-button.component.js'
export { type InputType, KwInput } from './input/input.component.js'
export { KwLink } from './link/link.component.js'
export { KwListItem } from './list-item/list-item.component.js'
export { type NetworkColors, networkColors } from './network-image/network-glyph.js'
export { KwNetworkImage, type NetworkImageSize } from './network-image/network-image.component.js'
export { KwNetworkItem } from './network-item/network-item.component.js'
export { KwNotification } from './notification/notification.component.js'
export { KwQrCode } from './qr-code/qr-code.component.js'
export { KwSeparator } from './separator/separator.component.js'
export { defineElement } from './shared/define-element.js'
export { KwSkeleton } from './skeleton/skeleton.component.js'
export { KwSpinner } from './spinner/spinner.component.js'
export { KwTabs, type Tab, type TabChangeDetail } from './tabs/tabs.component.js'
export { KwText, type TextColor, type TextVariant } from './text/text.component.js'
export { KwTokenItem } from './token-item/token-item.component.js'
export {
  KwWalletImage,
  type WalletImageSize,
  walletInitials,
} from './wallet-image/wallet-image.component.js'
export { KwWalletItem } from './wallet-item/wallet-item.component.js'
