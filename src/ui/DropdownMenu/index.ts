export {
  DropdownMenu,
  dropdownMenuAlignNames,
  type DropdownMenuProps,
  type DropdownMenuEntry,
  type DropdownMenuItem,
  type DropdownMenuSeparator,
  type DropdownMenuGroupLabel,
  type DropdownMenuAlign,
} from './DropdownMenu';
