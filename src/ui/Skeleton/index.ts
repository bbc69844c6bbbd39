export {
  Skeleton,
  SkeletonText,
  SkeletonGroup,
  SkeletonRows,
  SKELETON_ROWS_DEFAULT,
  skeletonRadiusNames,
  type SkeletonProps,
  type SkeletonTextProps,
  type SkeletonGroupProps,
  type SkeletonRowsProps,
  type SkeletonRadius,
} from './Skeleton';
