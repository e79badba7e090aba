#!/bin/sh
# Runs a command-line script the same way on a checkout and on a production install
# (npm run db:backup, db:restore): from its TypeScript source when tsx is installed, as on a
# checkout; otherwise the bundle `npm run build` made of it, since a production install
# (npm ci --omit=dev) has no tsx.
#
#   sh scripts/run-command.sh NAME [ARGUMENTS...]   runs scripts/NAME.ts, or build/server/NAME.js
root="$(cd "$(dirname "$0")/.." && pwd)"
name="$1"
shift
if [ -e "$root/node_modules/tsx/package.json" ]; then
  exec node --import tsx "$root/scripts/$name.ts" "$@"
fi
if [ -e "$root/build/server/$name.js" ]; then
  exec node --enable-source-maps "$root/build/server/$name.js" "$@"
fi
echo "$name: neither tsx (a checkout's npm install) nor the build's build/server/$name.js (npm run build) is here." >&2
exit 1
