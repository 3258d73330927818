#!/usr/bin/env bash
# The rd command as a user runs it: play for every player count and both variants,
# replay what play wrote, turn records into share links and back, reject broken records
# and links (exit 1) and bad arguments (exit 2).
set -u
rd=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
check() {  # check DESCRIPTION EXPECTED_STATUS COMMAND...
  local what=$1 want=$2; shift 2
  "$@" >"$tmp/out" 2>"$tmp/err"
  local got=$?
  if [ "$got" != "$want" ]; then
    echo "FAIL: $what: exit $got, expected $want"; cat "$tmp/err"; failures=$((failures + 1))
  fi
}

for players in 2 3 4 5 6; do
  for variant in standard expert; do
    check "play $players $variant" 0 "$rd" play --players "$players" --variant "$variant" --seed 3 --max-rounds 30 --out "$tmp/g.json"
    check "replay $players $variant" 0 "$rd" replay "$tmp/g.json"
    grep -q '"rounds":30' "$tmp/out" || { echo "FAIL: summary of $players $variant: $(cat "$tmp/out")"; failures=$((failures + 1)); }
  done
done

# The ladder: a round robin and its Elo table, the stronger level above; bad lists refused.
check "ladder" 0 "$rd" arena --ladder random,medium --games 6 --seed 2
sed -n 3p "$tmp/out" | grep -q '^medium' || { echo "FAIL: the ladder's first row is not medium: $(cat "$tmp/out")"; failures=$((failures + 1)); }
grep -q '^random *0 ' "$tmp/out" || { echo "FAIL: the ladder's first level is not 0: $(cat "$tmp/out")"; failures=$((failures + 1)); }
check "ladder of one level" 2 "$rd" arena --ladder medium --games 2
check "ladder with a level twice" 2 "$rd" arena --ladder medium,medium --games 2
check "ladder of four players" 2 "$rd" arena --ladder random,medium --players 4 --games 2
check "ladder with an unknown level" 2 "$rd" arena --ladder random,wizard --games 2

check "link lengths table" 0 "$rd" link --lengths
grep -q "random, 30 rounds: link" "$tmp/out" || { echo "FAIL: rd link --lengths: $(cat "$tmp/out")"; failures=$((failures + 1)); }

"$rd" play --players 3 --bots random,random,random --seed 9 --max-rounds 5 > "$tmp/stdout.json"
check "replay of stdout record" 0 "$rd" replay "$tmp/stdout.json"
grep -q '"winner": null' "$tmp/stdout.json" || { echo "FAIL: a cut game has winner null"; failures=$((failures + 1)); }

head -c 300 "$tmp/stdout.json" > "$tmp/truncated.json"
check "truncated record" 1 "$rd" replay "$tmp/truncated.json"
grep -q "malformed JSON" "$tmp/err" || { echo "FAIL: truncated record message: $(cat "$tmp/err")"; failures=$((failures + 1)); }
sed 's/"move2"/"move3"/' "$tmp/stdout.json" > "$tmp/card.json"
check "unknown card" 1 "$rd" replay "$tmp/card.json"
grep -q 'unknown card "move3"' "$tmp/err" || { echo "FAIL: unknown card message: $(cat "$tmp/err")"; failures=$((failures + 1)); }

# Share links: a record becomes a link and the link the same record again; a damaged
# link or a broken record is refused (exit 1), a missing file is a usage error (exit 2).
for variant in standard expert; do
  "$rd" play --players 4 --variant "$variant" --seed 5 --max-rounds 12 --out "$tmp/game.json"
  check "link $variant" 0 "$rd" link "$tmp/game.json"
  cp "$tmp/out" "$tmp/link.txt"
  check "unlink $variant" 0 "$rd" unlink "$(cat "$tmp/link.txt")"
  cmp -s "$tmp/out" "$tmp/game.json" || { echo "FAIL: unlink of the $variant link is another record"; failures=$((failures + 1)); }
  check "unlink a whole address" 0 "$rd" unlink "http://127.0.0.1:8080/#$(cat "$tmp/link.txt")"
  cmp -s "$tmp/out" "$tmp/game.json" || { echo "FAIL: unlink of a whole address"; failures=$((failures + 1)); }
  check "unlink an address with a point" 0 "$rd" unlink "http://127.0.0.1:8080/#$(cat "$tmp/link.txt")&at=12"
  cmp -s "$tmp/out" "$tmp/game.json" || { echo "FAIL: unlink of an address with &at="; failures=$((failures + 1)); }
done
link=$(cat "$tmp/link.txt")
check "truncated link" 1 "$rd" unlink "${link:0:40}"
grep -q "This link is damaged" "$tmp/err" || { echo "FAIL: truncated link message: $(cat "$tmp/err")"; failures=$((failures + 1)); }
check "not a link" 1 "$rd" unlink "seats=human,human"
grep -q "not a River Dragons game link" "$tmp/err" || { echo "FAIL: foreign link message: $(cat "$tmp/err")"; failures=$((failures + 1)); }
check "newer link" 1 "$rd" unlink "rd9.AAAAAAAA"
grep -q "newer version of the game (format 9)" "$tmp/err" || { echo "FAIL: newer link message: $(cat "$tmp/err")"; failures=$((failures + 1)); }
check "link of a broken record" 1 "$rd" link "$tmp/card.json"
grep -q 'unknown card "move3"' "$tmp/err" || { echo "FAIL: link of a broken record: $(cat "$tmp/err")"; failures=$((failures + 1)); }
check "link of a missing record" 2 "$rd" link "$tmp/none.json"
check "unlink without a link" 2 "$rd" unlink

check "help" 0 "$rd" play --help
check "no command" 2 "$rd"
check "unknown command" 2 "$rd" fly
check "players out of range" 2 "$rd" play --players 7
check "missing players" 2 "$rd" play
check "unknown bot" 2 "$rd" play --players 2 --bots genius
check "wrong bot count" 2 "$rd" play --players 3 --bots random,random
check "bad variant" 2 "$rd" play --players 2 --variant hard
check "missing record" 2 "$rd" replay "$tmp/none.json"
check "bench bad seconds" 2 "$rd" bench --seconds zero
check "bench" 0 "$rd" bench --seconds 0.05
check "soak" 0 "$rd" soak --games 30 --failure "$tmp/soak.json"
grep -q "30 games" "$tmp/out" || { echo "FAIL: soak summary: $(cat "$tmp/out")"; failures=$((failures + 1)); }
check "soak bad games" 2 "$rd" soak --games 0
check "seed too large" 2 "$rd" play --players 2 --seed 99999999999999999999
check "first not in play" 2 "$rd" play --players 2 --first red

echo "rd command: $failures failure(s)"
[ "$failures" -eq 0 ]
