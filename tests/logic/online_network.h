// Devices at an online table in memory, for the tests of core/online/online_game.h: a network
// that carries their texts in a full mesh as the transport does (and drops, cuts and loses
// them on demand), the tables the tests set up, and players that act through their pages'
// Sessions.
#pragma once
#include <gtest/gtest.h>

#include <algorithm>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "../online_support.h"
#include "online_game.h"
#include "registry.h"
#include "roster_config.h"
#include "rng.h"
#include "session.h"

namespace rdweb {
// The online game is the core's (core/online); the tests drive it through the page's Sessions.
using rd::expects_others;
using rd::OnlineGame;
using rd::Outgoing;

namespace {

const std::string kAnn = "000000000000000a", kBob = "000000000000000b", kCy = "000000000000000c", kDee = "000000000000000d";

// Devices by id (their peer id is their device id, and every text is signed by its sender,
// as the transport checks it), and the texts on their way, in order.
struct Network {
  std::map<std::string, std::unique_ptr<OnlineGame>> devices;
  std::deque<std::tuple<std::string, std::string, std::string, std::string>> wire;  // from, to, text, signer
  std::map<std::string, std::vector<std::string>> links;
  // Connections that stay up but lose what goes one way: {from, to}.
  std::set<std::pair<std::string, std::string>> lossy;
  // What each page heard from each signer as the signer's own words, since its page loaded:
  // a device passes on only those (the transport forwards the envelope it kept, inbox.js;
  // one it has not got, it does not send).
  std::map<std::string, std::set<std::pair<std::string, std::string>>> heard;  // device → {signer, text}
  size_t passed_on = 0, not_passable = 0, delivered = 0;
  // A lying device's silence: the texts of its own it does not send (withhold(from, text)).
  std::function<bool(const std::string&, const std::string&)> withhold;
  // Set: the texts on their way arrive in any order, and one in eight twice (a transport may
  // resend), drawn from it.
  rd::Rng* chaos = nullptr;

  OnlineGame& add(std::unique_ptr<OnlineGame> game) {
    OnlineGame& g = *game;
    devices[g.device()] = std::move(game);
    return g;
  }
  void connect(const std::string& a, const std::string& b) {
    links[a].push_back(b), links[b].push_back(a);
    devices[a]->peer_open(b), devices[b]->peer_open(a);
  }
  // Device `id` reloads: what it kept makes it again, and its connections open anew.
  OnlineGame& reload(const std::string& id, uint64_t random_seed) {
    const std::string kept = devices[id]->kept_text();
    for (const std::string& other : links[id]) devices[other]->peer_close(id);
    devices[id] = OnlineGame::restore(kept, {rd::openssl_sha256, rd::seeded_bytes(random_seed)});
    heard.erase(id);  // the page's kept envelopes are gone with it
    for (const std::string& other : links[id]) devices[id]->peer_open(other), devices[other]->peer_open(id);
    return *devices[id];
  }
  // Device `id` is gone (its connections closed, what it sends lost); what it kept stays.
  std::string gone(const std::string& id) {
    const std::string kept = devices[id]->kept_text();
    for (const std::string& other : links[id]) {
      devices[other]->peer_close(id);
      auto& back = links[other];
      back.erase(std::remove(back.begin(), back.end(), id), back.end());
    }
    links.erase(id);
    devices.erase(id);
    heard.erase(id);
    return kept;
  }
  // The connection between `a` and `b` drops (both pages stay): each sees the other go, and
  // what either sends the other meanwhile is lost. connect() brings it back.
  void drop(const std::string& a, const std::string& b) {
    for (auto [x, y] : {std::pair(a, b), std::pair(b, a)}) {
      devices[x]->peer_close(y);
      auto& l = links[x];
      l.erase(std::remove(l.begin(), l.end(), y), l.end());
    }
  }
  // Carries everything until nothing is left to send.
  void settle() {
    for (bool any = true; any;) {
      any = false;
      for (auto& [id, game] : devices)
        for (Outgoing& out : game->take_outbox()) {
          any = true;
          const std::string signer = out.signer.empty() ? id : out.signer;
          if (!out.signer.empty() && !heard[id].count({signer, out.text})) {
            ++not_passable;
            continue;
          }
          if (withhold && out.signer.empty() && withhold(id, out.text)) continue;
          for (const std::string& to : links[id])
            if ((out.peer.empty() || out.peer == to) && !lossy.count({id, to})) wire.emplace_back(id, to, out.text, signer);
        }
      while (!wire.empty()) {
        if (chaos) std::swap(wire.front(), wire[chaos->below(uint32_t(wire.size()))]);
        auto [from, to, text, signer] = wire.front();
        wire.pop_front();
        if (chaos && chaos->below(8) == 0) wire.emplace_back(from, to, text, signer);
        if (!devices.count(to)) continue;
        ++delivered;
        passed_on += signer != from;
        if (signer == from) heard[to].insert({signer, text});
        devices[to]->message(from, signer, text, signer != from);
        any = true;
      }
    }
  }
};

OnlineGame::Crypto crypto(uint64_t seed) { return {rd::openssl_sha256, rd::seeded_bytes(seed)}; }

// Ann creates a table of four on the expert side: herself, two friends, a medium computer.
rd::Roster four_seats() {
  using rd::LobbySeat, rd::SeatKind;
  const std::vector<LobbySeat> seats = {LobbySeat::of(SeatKind::kPerson), LobbySeat::of(SeatKind::kPerson),
                                        LobbySeat::of(SeatKind::kComputer, "medium"), LobbySeat::of(SeatKind::kPerson)};
  return *rd::make_roster("table-1", kAnn, "Ann", rd::Variant::kExpert, -1, seats, 0);
}

// The page's own: OnlinePlay::config().
GameConfig config_of(const rd::Roster& roster) { return roster_config(roster); }

// Ann's table (four_seats unless said), Bob and Cy invited, all three connected to each
// other, nobody seated yet.
void three_devices(Network& net, uint64_t seed, const rd::Roster& roster = four_seats()) {
  net.add(OnlineGame::create(roster, "Ann", crypto(seed)));
  net.add(OnlineGame::join("table-1", kBob, "Bob", crypto(seed + 1)));
  net.add(OnlineGame::join("table-1", kCy, "Cy", crypto(seed + 2)));
  net.connect(kAnn, kBob), net.connect(kAnn, kCy), net.connect(kBob, kCy);
  net.settle();
}

// The same table with Bob and Cy seated and the game started by Ann.
void three_devices_started(Network& net, uint64_t seed) {
  three_devices(net, seed);
  const rd::Roster first = net.devices[kAnn]->roster();
  net.devices[kBob]->sit(first.seats[1].color), net.devices[kCy]->sit(first.seats[3].color);
  net.settle();
  ASSERT_TRUE(net.devices[kAnn]->start());
  net.settle();
}

// This device's player decides if the game waits for them, as a medium bot would, through
// their Session; whether they did.
bool decide(Session& session, rd::Bot& bot) {
  const int own = session.waiting_human();
  if (own < 0) return false;
  const rd::State& s = session.state();
  if (s.phase() == rd::Phase::kProgramming) EXPECT_FALSE(session.lock_program(own, bot.choose_program(s, own)));
  else EXPECT_FALSE(session.choose(bot.choose(s)));
  return true;
}

// A Session on each of `ids`' tables, with the page's own config, time standing still.
std::map<std::string, std::unique_ptr<Session>> sessions_at(Network& net, std::initializer_list<std::string> ids) {
  std::map<std::string, std::unique_ptr<Session>> sessions;
  for (const std::string& id : ids) {
    OnlineGame& game = *net.devices.at(id);
    sessions[id] = std::make_unique<Session>(config_of(game.roster()), *game.table(), [] { return 0.0; });
  }
  return sessions;
}

// Every device's player whose turn it is acts (a medium bot's choice), through its Session,
// made again when its device's table changed (a new epoch); then everything is carried.
// Whether anybody acted.
struct Players {
  Network& net;
  std::map<std::string, std::unique_ptr<Session>> sessions;
  double now = 0;
  std::unique_ptr<rd::Bot> bot = rd::make_bot("medium", 5);

  bool act() {
    bool acted = false;
    for (auto& [id, game] : net.devices) {
      std::unique_ptr<Session>& session = sessions[id];
      if (!game->table() || !game->table()->ready()) continue;
      if (!session || session->table() != game->table())
        session = std::make_unique<Session>(config_of(game->roster()), *game->table(), [] { return 0.0; });
      session->update(now += 10);
      acted = decide(*session, *bot) || acted;
    }
    net.settle();
    return acted;
  }
  // Plays until `until` holds of `who`'s table (Ann's unless said), or nobody can act.
  template <class Until>
  bool play(Until until, const std::string& who = kAnn) {
    for (int moves = 0; moves < 5000; ++moves) {
      if (until(*net.devices.at(who)->table())) return true;
      if (!act()) return until(*net.devices.at(who)->table());
    }
    return false;
  }
};

}  // namespace
}  // namespace rdweb
