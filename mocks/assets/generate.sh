#!/usr/bin/env bash
# Regenerates the mock media assets served under `/mock-assets/` (Storybook maps `mocks/assets` there; the media
# endpoints E09/E11/E12 and seeded data point at these exact paths). The outputs are committed, so this script does
# not run in CI; it documents how they were made and lets anyone remake them.
#
# Needs Debian's packages: `apt-get install -y ffmpeg imagemagick sox` (ImageMagick 6's `convert`, SoX 14, FFmpeg 5
# with libx264 and libmp3lame). Everything is synthetic (test patterns, tones, gradients): no third-party media.
# Total size is kept well under 5 MB.
#
#   avatars/avatar-1.png … avatar-8.png   96×96 PNG, flat colour with a simple white shape each
#   covers/cover-1.jpg … cover-4.jpg      1200×675 JPEG, diagonal gradients with soft circles, four hues
#   covers/logo-margin.png, logo-field.png 256×256 PNG publication logos (The Daily Margin, Field Notes)
#   media/video.mp4                       4 s, 640×360, H.264 + AAC test pattern with a 440 Hz tone
#   media/hls/index.m3u8, init.mp4, segment*.m4s  the same clip as VOD HLS (fMP4, 2 s segments, stream copy)
#   media/episode.mp3                     15 s mono "episode": a slow arpeggio of tones
#   media/episode-preview.mp3             the first 5 s of the episode (free preview)
set -euo pipefail
cd "$(dirname "$0")"

CONVERT=${CONVERT:-convert}
# No timestamps or tool comments in the outputs, so a rerun gives the same bytes where the tools allow it.
PNG_OPTS=(-strip -depth 8 -define png:exclude-chunks=date,time)
FF=(ffmpeg -hide_banner -loglevel error -y)
BITEXACT=(-map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact)

mkdir -p avatars covers media/hls

# --- Avatars: eight distinct flat colours, each with its own shape (stands in for initials). ---
colours=('#e4572e' '#2e86ab' '#3bb273' '#f4a259' '#7768ae' '#e15a97' '#17a398' '#4d5382')
shapes=(
  'circle 48,48 48,22'
  'polygon 48,18 78,48 48,78 18,48'
  'polygon 48,20 78,72 18,72'
  'circle 48,36 48,22 ellipse 48,86 30,22 180,360'
  'polygon 48,16 56,38 80,38 61,52 68,76 48,62 28,76 35,52 16,38 40,38'
  'roundrectangle 22,22 74,74 10,10'
  'rectangle 40,18 56,78 rectangle 18,40 78,56'
  'arc 18,18 78,78 0,360 fill-opacity 1 circle 48,48 48,36'
)
for i in $(seq 0 7); do
  n=$((i + 1))
  if [ "$n" -eq 8 ]; then
    # A ring: white disc with a coloured centre.
    "$CONVERT" -size 96x96 "xc:${colours[$i]}" -fill white -draw 'circle 48,48 48,20' \
      -fill "${colours[$i]}" -draw 'circle 48,48 48,34' "${PNG_OPTS[@]}" "avatars/avatar-$n.png"
  else
    "$CONVERT" -size 96x96 "xc:${colours[$i]}" -fill white -draw "${shapes[$i]}" "${PNG_OPTS[@]}" "avatars/avatar-$n.png"
  fi
done

# --- Covers: 16:9 gradients in four hues with a few translucent circles. ---
cover() { # n from to
  "$CONVERT" -size 1200x675 -define gradient:angle=135 "gradient:$2-$3" \
    -fill 'rgba(255,255,255,0.14)' -draw 'circle 930,170 930,470' \
    -fill 'rgba(255,255,255,0.10)' -draw 'circle 240,560 240,760' \
    -fill 'rgba(0,0,0,0.08)' -draw 'circle 620,380 620,470' \
    -strip -sampling-factor 4:2:0 -interlace JPEG -quality 70 "covers/cover-$1.jpg"
}
cover 1 '#f6d365' '#fda085'
cover 2 '#84fab0' '#2e86ab'
cover 3 '#a18cd1' '#fbc2eb'
cover 4 '#1e3c72' '#2a9d8f'

# --- Publication logos: a rounded tile in the publication's accent colour with its initial. ---
logo() { # file colour letter
  "$CONVERT" -size 256x256 xc:none -fill "$2" -draw 'roundrectangle 0,0 255,255 40,40' \
    -font DejaVu-Sans-Bold -pointsize 150 -fill white -gravity center -annotate +0+6 "$3" \
    "${PNG_OPTS[@]}" "covers/$1"
}
logo logo-margin.png '#c4410c' 'M'
logo logo-field.png '#0f766e' 'F'

# --- Video: 4 s of FFmpeg's test pattern with a 440 Hz tone, small H.264/AAC, fast start. ---
"${FF[@]}" -f lavfi -i 'testsrc2=size=640x360:rate=24:duration=4' -f lavfi -i 'sine=frequency=440:sample_rate=44100:duration=4' \
  -c:v libx264 -preset veryslow -profile:v main -pix_fmt yuv420p -crf 32 -g 48 -keyint_min 48 -sc_threshold 0 \
  -c:a aac -b:a 48k -ac 1 -shortest -movflags +faststart "${BITEXACT[@]}" media/video.mp4

# --- HLS: the same clip, stream-copied into 2 s fragmented-MP4 segments (keyframes every 2 s above). fMP4 rather
# than MPEG-TS because `.ts` segments would be taken for TypeScript by tsc, Vite and the linters. ---
rm -f media/hls/*
"${FF[@]}" -i media/video.mp4 -c copy -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_type fmp4 \
  -hls_fmp4_init_filename init.mp4 -hls_segment_filename 'media/hls/segment%d.m4s' "${BITEXACT[@]}" media/hls/index.m3u8

# --- Audio: a 15 s arpeggio (C major, then A minor) made with SoX, encoded to 32 kbps mono MP3. ---
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
notes=(C4 E4 G4 C5 G4 E4 A3 C4 E4 A4 E4 C4 F3 A3 C4)
parts=()
for k in "${!notes[@]}"; do
  sox -n -r 22050 -c 1 "$tmp/n$k.wav" synth 1 pluck "${notes[$k]}" fade 0 1 0.3 gain -6
  parts+=("$tmp/n$k.wav")
done
sox "${parts[@]}" "$tmp/episode.wav"
"${FF[@]}" -i "$tmp/episode.wav" -c:a libmp3lame -b:a 32k -ac 1 "${BITEXACT[@]}" media/episode.mp3
"${FF[@]}" -i "$tmp/episode.wav" -t 5 -af 'afade=t=out:st=4.5:d=0.5' -c:a libmp3lame -b:a 32k -ac 1 "${BITEXACT[@]}" media/episode-preview.mp3

du -ch avatars covers media | tail -1
