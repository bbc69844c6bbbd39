export { Avatar, avatarSizes, type AvatarProps, type AvatarSize } from './Avatar';
export { Facepile, FACEPILE_MAX_FACES, type FacepileProps, type FacepilePerson } from './Facepile';
export { avatarToneNames, avatarTone, initials, type AvatarTone } from './avatarName';
