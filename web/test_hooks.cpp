#include "test_hooks.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <string>

#include <imgui.h>
#include <imgui_internal.h>
#include <nlohmann/json.hpp>

#include "app.h"
#include "screens/card_help.h"
#include "redraw.h"
#include "page/layout.h"
#include "page_input.h"
#include "page/page_thinker.h"
#include "ui/marks.h"
#include "logic/text.h"
#include "ui/text_fit.h"
#include "ui/touch.h"
#include "names.h"
#include "logic/program_warnings.h"
#include "seeded_game.h"
#include "hex.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace rdweb {

namespace {
constexpr int kKeptFrames = 120;
std::array<double, kKeptFrames> frame_ms{}, think_ms{}, ui_ms{};
int frames = 0;
int painted = 0;  // of those frames, how many were sent to GL (redraw.h's paint_fingerprint)
float font_scale = 0;  // the font atlas: its scale, size and how many times it was built
int atlas_w = 0, atlas_h = 0, font_builds = 0;
std::string reply;  // the last answer handed to JavaScript
}  // namespace

void frame_done(const FrameTimes& times) {
  frame_ms[frames % kKeptFrames] = times.total;
  think_ms[frames % kKeptFrames] = times.think;
  ui_ms[frames % kKeptFrames] = times.ui;
  ++frames;
  painted += times.painted ? 1 : 0;
#ifdef __EMSCRIPTEN__
  if (frames == 1) EM_ASM({ performance.mark('rd:first-frame'); if (window.rdShell) window.rdShell.firstFrame(); });
#endif
}

void fonts_built(float scale, int w, int h) {
  font_scale = scale, atlas_w = w, atlas_h = h;
  ++font_builds;
}

}  // namespace rdweb

using rdweb::reply;

namespace {
std::string recent(const std::array<double, rdweb::kKeptFrames>& ms) {
  std::string out = "[";
  const int n = std::min(rdweb::frames, rdweb::kKeptFrames);
  for (int i = 0; i < n; ++i) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%s%.3f", i ? "," : "", ms[(rdweb::frames - n + i) % rdweb::kKeptFrames]);
    out += buf;
  }
  return out + "]";
}
}  // namespace

// {"frames": total, "painted": how many of them were sent to GL, "recent": [ms, ...], "think":
// [ms, ...], "ui": [ms, ...], "fonts": {scale, atlas: [w, h], builds}}: the work time of
// recent frames, and the parts of it spent by the computers thinking and building the UI
// (the rest is GL drawing); the font atlas: device pixels per CSS pixel it was rasterised at,
// its size, how many times it was built.
extern "C" const char* rd_frame_stats() {
  char fonts[128];
  std::snprintf(fonts, sizeof fonts, "{\"scale\":%g,\"atlas\":[%d,%d],\"builds\":%d}", rdweb::font_scale, rdweb::atlas_w,
                rdweb::atlas_h, rdweb::font_builds);
  reply = "{\"frames\":" + std::to_string(rdweb::frames) + ",\"painted\":" + std::to_string(rdweb::painted) + ",\"recent\":" + recent(rdweb::frame_ms) +
          ",\"think\":" + recent(rdweb::think_ms) + ",\"ui\":" + recent(rdweb::ui_ms) + ",\"fonts\":" + fonts + "}";
  return reply.c_str();
}

// The player marks drawn in the last frame (web/ui/marks.h).
extern "C" const char* rd_marks() {
  reply = rdweb::marks_json();
  return reply.c_str();
}

// The current game's record (RULES.md §8), or "null" on the setup screen.
extern "C" const char* rd_record() {
  const rdweb::App* app = rdweb::page_app();
  const rdweb::Session* s = app ? app->session() : nullptr;
  reply = s ? s->match().record_text(-1) : "null";
  return reply.c_str();
}

// One game of the fixed-seed table (tests/fixed_seed_games.txt) played in the page: the
// fingerprint of its record as 16 hex digits, or "error: ..." (the wasm build must agree
// with the native builds).
extern "C" const char* rd_play_seeded(const char* spec_line) {
  const auto spec = rd::parse_game_spec(spec_line ? spec_line : "");
  if (const auto* why = std::get_if<std::string>(&spec)) return (reply = "error: " + *why).c_str();
  auto played = rd::play_seeded_game(std::get<rd::GameSpec>(spec));
  if (const auto* why = std::get_if<std::string>(&played)) return (reply = "error: " + *why).c_str();
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", (unsigned long long)rd::fingerprint(std::get<rd::Match>(played).record_text()));
  return (reply = hex).c_str();
}

// This device's player's current decision made by a medium computer, through the calls the
// board's clicks make (a whole online game in a browser test, #20). 1 if it decided.
extern "C" int rd_bot_move() { return rdweb::page_app_to_drive() && rdweb::page_app_to_drive()->bot_move() ? 1 : 0; }

// This device made to cheat at an online table (#20's browser test): "illegal-choice" (its
// player's current decision answered with a stone off the board), "other-seat" (a choice sent
// in the name of the seat the game waits for, or another), "wrong-reveal" (its next card sent
// first with a wrong salt), "withhold" / "withhold-off" (its own cards never sent, #46),
// "seize-<color>" (it believes that seat's device gone and gives the seat away, #46). 1 if it
// was sent, armed or given.
extern "C" int rd_cheat(const char* kind) {
  rdweb::App* app = rdweb::page_app_to_drive();
  rd::OnlineGame* game = app ? app->online().game() : nullptr;
  rd::Table* table = game ? game->table() : nullptr;
  const std::string what = kind ? kind : "";
  if (game && what == "withhold") return game->cheat_withhold(true), 1;
  if (game && what == "withhold-off") return game->cheat_withhold(false), 1;  // also while it watches
  if (!table || !table->ready() || table->own_seat() < 0) return 0;
  if (what == "wrong-reveal") return game->cheat_next_reveal(), 1;
  if (what.rfind("seize-", 0) == 0) {
    // #46: this page believes the seat's device gone (its connections stay) and gives the seat.
    const auto color = rd::parse_color(what.substr(6));
    const int seat = color ? int(*color) : -1;
    const auto& seats = game->roster().seats;
    const auto it = std::find_if(seats.begin(), seats.end(), [&](const rd::LobbySeat& x) { return x.color == seat; });
    if (it == seats.end() || it->device.empty()) return 0;
    game->cheat_forget(it->device);
    return game->give_to_computer(seat) ? 1 : 0;
  }
  const rd::State& s = table->state();
  if (s.phase() != rd::Phase::kResolution) return 0;
  rd::Message m;
  m.kind = rd::MessageKind::kChoice;
  m.table = table->id();
  m.step = table->steps();
  m.choice = rd::Choice::stone(-1);
  m.from = table->own_seat();
  if (what == "other-seat") {
    m.from = -1;
    for (int c = 0; c < rd::kColors; ++c)
      if (s.in_play(c) && table->human(c) && c != table->own_seat() && (m.from < 0 || c == s.actor())) m.from = c;
    if (m.from < 0) return 0;
    m.seq = uint32_t(table->applied_from(m.from).size());
  } else if (what == "illegal-choice") {
    m.seq = uint32_t(table->sent().size());
  } else {
    return 0;
  }
  game->cheat_send(rd::encode(m));
  return 1;
}

// This device's own salts of the round in play, as hex, and how many of its cards it has
// revealed: {"salts": [...], "revealed": n}, or null before it locked (#20's peek test looks
// for the unrevealed ones in another device's page, where nothing may hold them).
extern "C" const char* rd_own_secrets() {
  rdweb::App* app = rdweb::page_app_to_drive();
  rd::OnlineGame* game = app ? app->online().game() : nullptr;
  const rd::Table* table = game ? game->table() : nullptr;
  const auto own = table && table->ready() ? table->own_secrets(table->state().round()) : std::nullopt;
  nlohmann::json j = nullptr;
  if (own) {
    j = {{"salts", nlohmann::json::array()}, {"revealed", own->revealed}};
    for (const rd::Bytes16& salt : own->salts) j["salts"].push_back(rd::to_hex(salt));
  }
  return (reply = j.dump()).c_str();
}

// The size of the wasm memory in bytes (for the page soak: memory must stay flat).
extern "C" double rd_heap_bytes() {
#ifdef __EMSCRIPTEN__
  return double(__builtin_wasm_memory_size(0)) * 65536.0;
#else
  return 0;
#endif
}

// The clickable things of the last frame, with their screen rectangles (CSS pixels).
extern "C" const char* rd_layout() {
  reply = rdweb::layout_json();
  return reply.c_str();
}

// Every character of every text of every language that a font of the atlas lacks (it would
// show as a box): ["fr RoundSlot U+0153 (18 px)", ...]. None may be missing.
extern "C" const char* rd_missing_glyphs() {
  nlohmann::json missing = nlohmann::json::array();
  ImFontAtlas* atlas = ImGui::GetIO().Fonts;
  for (int l = 0; l < rdweb::kLanguages; ++l)
    for (int t = 0; t < int(rdweb::Text::kCount); ++t)
      for (const std::string& form : rdweb::text_forms(rdweb::Language(l), rdweb::Text(t)))
        for (const char* p = form.c_str(); *p;) {
          unsigned int c = 0;
          p += ImTextCharFromUtf8(&c, p, nullptr);
          if (c == '\n') continue;
          for (ImFont* font : atlas->Fonts)
            if (!font->FindGlyphNoFallback(ImWchar(c))) {
              char buf[96];
              std::snprintf(buf, sizeof buf, "%s %s U+%04X (%.0f px)", rdweb::language_code(rdweb::Language(l)),
                            rdweb::text_key(rdweb::Text(t)), c, font->FontSize);
              missing.push_back(buf);
            }
        }
  reply = missing.dump();
  return reply.c_str();
}

// Where the game stands: screen, phase, decision, who must act and whether that is a human.
extern "C" const char* rd_status() {
  const rdweb::App* app = rdweb::page_app();
  const rdweb::Session* s = app ? app->session() : nullptr;
  // "thinker": where the searching computers think (page_thinker.h).
  nlohmann::json status = {{"screen", app ? app->screen_name() : "setup"}, {"thinker", rdweb::thinker_state()}};
  if (app)
    status.update({{"problem", app->problem()}, {"setup", rdweb::to_query(app->config())},
                   {"games", app->games_started()}, {"storage", app->storage()},
                   {"confirmNew", app->confirming_new_game()}, {"confirmLeave", app->asking_to_leave_table()}, {"onlineElsewhere", app->online_elsewhere()}, {"paused", app->has_paused_game()},
                   {"shareLink", app->last_link()}});
  if (const rd::OnlineGame* game = app ? app->online().game() : nullptr) {
    // The online table (issue #20): how far it is, this device's seat, who sits where.
    auto color = [](int c) { return c >= 0 ? nlohmann::json(rd::color_name(c)) : nlohmann::json(nullptr); };
    nlohmann::json seats = nlohmann::json::array();
    for (const rd::LobbySeat& seat : game->roster().seats)
      seats.push_back({{"color", rd::color_name(seat.color)}, {"kind", seat.kind == rd::SeatKind::kOpen ? "open" : seat.kind == rd::SeatKind::kPerson ? "person" : "computer"},
                       {"name", seat.name}, {"connected", seat.kind == rd::SeatKind::kPerson && game->connected(seat.device)},
                       {"ready", seat.kind == rd::SeatKind::kPerson && game->ready(seat.device)},
                       {"canGive", game->can_give_to_computer(seat.color)}});
    const rd::Table* table = game->table();
    // Every locked program of the round as this page holds it in the live game (null: a card
    // it does not know, face down): another player's card must never be here before its slot
    // is turned over.
    nlohmann::json cards = nlohmann::json::object(), locked = nlohmann::json::array();
    if (table && table->ready())
      for (int c = 0; c < rd::kColors; ++c) {
        if (!table->state().in_play(c) || !table->state().has_program(c)) continue;  // not locked this round: no program
        locked.push_back(rd::color_name(c));
        nlohmann::json program = nlohmann::json::array();
        for (rd::Card card : table->state().program(c))
          program.push_back(card == rd::kSealedCard || card == rd::kNoCard ? nlohmann::json(nullptr) : nlohmann::json(rd::card_name(card)));
        cards[rd::color_name(c)] = program;
      }
    status["online"] = {{"cards", cards}, {"locked", locked}, {"stage", int(app->online().stage())}, {"creator", game->creator()}, {"seat", color(game->own_seat())},
                        {"peers", game->peers()}, {"seats", seats}, {"canStart", game->can_start()}, {"started", game->roster().started},
                        {"link", app->online().invites() ? app->online().invite_link() : ""},
                        {"mode", app->online().mode() == rdweb::OnlinePlay::Mode::kDirect ? "direct" : "quick"},
                        {"answer", app->online().answer_code()}, {"problem", app->online().problem() ? rdweb::text_key(*app->online().problem()) : ""},
                        {"problems", table ? table->problem_total() : 0}, {"stopped", table && table->stopped()},
                        {"finished", table && table->finished()}, {"epoch", game->roster().epoch}, {"version", game->roster().version},
                        {"disputed", game->disputed() ? nlohmann::json(rd::color_name(game->disputed()->color)) : nlohmann::json(nullptr)}, {"bad", game->bad_messages()}, {"timer", game->roster().timer},
                        {"steps", table ? table->steps() : 0}, {"asked", game->asked()},
                        {"lastProblem", table && !table->problems().empty() ? std::string(rd::table_code_name(table->problems().back().code)) : ""}};
  }
  // The computers' decisions at the table this page's thinking worker made.
  if (s && status.contains("online")) status["online"]["workerAnswers"] = s->table_answers();
  if (app && app->play_on_round() > 0)  // the game goes on from this round and slot (0: its programming)
    status["playOn"] = {{"round", app->play_on_round()}, {"slot", app->play_on_slot()}};
  if (s) {
    const rd::State& st = s->state();
    auto color = [](int c) { return c >= 0 ? nlohmann::json(rd::color_name(c)) : nlohmann::json(nullptr); };
    status.update({{"phase", rd::phase_name(st.phase())}, {"decision", rd::decision_name(st.decision())},
                   {"round", st.round()}, {"slot", st.slot() + 1}, {"actor", color(st.actor())},
                   {"human", color(s->waiting_human())}, {"winner", color(st.winner())}, {"speed", rdweb::speed_name(s->speed())}});
    // What the player is doing in the UI, so that tests wait for a click's effect.
    const rdweb::GameUi& ui = app->ui();
    nlohmann::json draft = nlohmann::json::array();
    for (int card : ui.draft) draft.push_back(card == rd::kNoCard ? nlohmann::json(nullptr) : nlohmann::json(rd::card_name(card)));
    status.update({{"draft", ui.draft_owner >= 0 ? draft : nlohmann::json(nullptr)}, {"privacyFor", color(ui.privacy_for)},
                   {"spanStart", ui.span_start >= 0 ? nlohmann::json(rd::support_name(st, ui.span_start)) : nlohmann::json(nullptr)},
                   {"notice", rdweb::words(ui.notice)}});
    // Suggest: whose program is being looked for (null when none), and the one placed.
    nlohmann::json suggested = nullptr;
    if (ui.suggested) {
      suggested = nlohmann::json::array();
      for (rd::Card card : *ui.suggested) suggested.push_back(rd::card_name(card));
    }
    status.update({{"suggesting", color(ui.suggestion_for)}, {"suggested", suggested}});
    // The tutorial: how far (choices made), whether a story waits for Continue (and how many
    // of the step's stories were read), what it points at, whether the player's next choice is their own (any legal one).
    if (const rdweb::Tutorial* tutorial = rdweb::tutorial_of(*s)) {
      status["tutorial"] = {{"position", tutorial->position(s->match())}, {"steps", tutorial->script().steps.size()},
                            {"story", tutorial->story_waiting(s->match())}, {"storiesRead", tutorial->stories_read(s->match())},
                            {"hint", app->tutorial_hint()},
                            {"free", tutorial->choosing_freely(s->match())},
                            {"done", tutorial->finished(s->match())}};
    }
    // The losses foreseen in the program being composed (issue #12): slot 1-5 and why.
    nlohmann::json warnings = nlohmann::json::array();
    if (ui.draft_owner >= 0 && st.phase() == rd::Phase::kProgramming)
      for (const rdweb::ProgramWarning& w : rdweb::program_warnings(st, ui.draft_owner, ui.draft))
        warnings.push_back({{"slot", w.slot + 1}, {"doom", rdweb::doom_name(w.doom)}, {"key", rdweb::text_key(rdweb::warning_key(w.doom))}});
    status["warnings"] = warnings;
    status["sights"] = nlohmann::json::parse(rdweb::sights_json());  // help shown, not clicked: notices, names, lit places
  }
  if (const rdweb::Timeline* t = app ? app->replay() : nullptr) {
    // The viewer: where it stands, and the board there (planks and pawns), for checking
    // against the record.
    const rd::State& st = t->state();
    nlohmann::json planks = nlohmann::json::object(), pawns = nlohmann::json::object();
    for (int p = 0; p < rd::kPlanks; ++p)
      if (st.plank_location(p) == rd::kOnBoard)
        planks[rd::plank_name(p)] = {rd::support_name(st, st.plank_ends(p)[0]), rd::support_name(st, st.plank_ends(p)[1])};
    for (int c = 0; c < rd::kColors; ++c)
      if (st.in_play(c)) pawns[rd::color_name(c)] = rd::position_name(st.pawn(c));
    status["replay"] = {{"position", t->position()}, {"steps", t->steps()}, {"round", st.round()},
                        {"playing", app->replay_ui().playing}, {"planks", planks}, {"pawns", pawns},
                        {"logLines", t->log_lines_now()}};
  }
  // How to play: the page shown; the card whose help (hover, long press) showed last frame.
  if (app && app->howto().open)
    status["howto"] = {{"page", app->howto().page + 1}, {"pages", rdweb::howto_pages()}, {"id", rdweb::howto_page_id(app->howto().page)}};
  const int help = rdweb::card_help_shown();
  status["cardHelp"] = help >= 0 ? nlohmann::json(rd::card_name(help)) : nlohmann::json(nullptr);
  status["cardHelpText"] = rdweb::card_help_shown_text();
  status["settled"] = rdweb::layout_settled();
  status["idle"] = rdweb::page_idle();  // the last animation frame had nothing to draw
  status["staleFrames"] = rdweb::stale_frames();  // frames shown before their layout was final
  status["lang"] = rdweb::language_code(rdweb::language());
  status["clipped"] = rdweb::clipped_texts();  // words the last frame could not show whole
  status["touch"] = rdweb::touch_ui();  // targets a fingertip wide, "tap" in the texts
  status["gliding"] = rdweb::gliding();  // a swiped panel still moving
  if (app && (app->session() || app->replay())) {
    const rdweb::BoardView& view = app->replay() ? app->replay_ui().view : app->ui().view;
    status["zoom"] = view.zoom;
    status["viewCentre"] = {view.centre.x, view.centre.y};  // board units, when zoomed in
  }
  // Replacing bad UTF-8 rather than throwing: the page is built without exceptions here,
  // and a message may quote a URL parameter such as %FF.
  reply = status.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return reply.c_str();
}
