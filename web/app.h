// The game's screens, each a function of the game state, drawn when something changed
// (redraw.h): the setup screen, the game (which ends on the winner screen), and the replay
// viewer.
#pragma once
#include <imgui.h>

#include <memory>
#include <optional>
#include <utility>
#include <string>
#include <vector>

#include "logic/game_config.h"
#include "screens/game_screen.h"
#include "screens/howto_screen.h"
#include "screens/leave_question.h"
#include "screens/lobby_screen.h"
#include "screens/replay_screen.h"
#include "logic/session.h"
#include "screens/setup_screen.h"
#include "logic/timeline.h"
#include "logic/absences.h"
#include "online/online_play.h"
#include "screens/tutorial_screen.h"

namespace rdweb {

class App {
 public:
  // Reads the page's URL, the remembered setup and the game in progress: a saved game
  // resumes at once; a valid ?seats=... starts at once (asking first over a saved game).
  void init();
  // Fonts by nominal size (kBodySize, kHeadingSize, kTitleSize).
  void set_font(float size, ImFont* font);
  // Lets the computer players act (before the frame is built: drawing changes nothing).
  void update(double now_ms);
  void draw(double now_ms);
  // Whether something moves on screen without input (computers acting or pacing their
  // moves, an animation, targets pulsing, a replay playing): frames must be drawn. Computers
  // searching their programs are not: they think each frame, drawn or not.
  bool busy(double now_ms) const;
  // The step of the "is thinking" spinner while computers search (-1 otherwise): a frame is
  // drawn when it turns, not sixty a second.
  int animation_step(double now_ms) const;
  // A file chosen in the file picker or dropped on the page: a valid record opens in the
  // viewer; otherwise a message, and whatever was on screen stays as it was.
  void open_record(const std::string& name, const std::string& text, double size);
  // A share link's fragment ("#rd1.…", optionally "&at=N"): the viewer at that point, or a message.
  void open_link(const std::string& fragment);
  void link_copied(bool ok);
  // Another tab of the page wrote the saved game's keeper (the page's storage event).
  void storage_changed();

  // For window.rdTest.
  const Session* session() const { return session_.get(); }
  const Timeline* replay() const { return replay_.get(); }
  const ReplayUi& replay_ui() const { return replay_ui_; }
  const std::string& last_link() const { return last_link_; }
  const char* screen_name() const {
    return howto_.open ? "howto" : play_on_round_ ? "play-on" : replay_ ? "replay" : lobby_over_game() ? "lobby" : session_ ? "game" : online_.active() ? "lobby" : "setup";
  }
  const OnlinePlay& online() const { return online_; }
  OnlinePlay& online() { return online_; }  // the browser tests make it cheat (rd_cheat)
  // For window.rdTest.botMove: this device's player's current decision made by a medium
  // computer, through the session as the board's clicks are. False when none is theirs.
  bool bot_move();
  const HowtoUi& howto() const { return howto_; }
  // "none", "saved" (kept in the browser), "unsaved" (the browser refused to keep it).
  const char* storage() const;
  bool confirming_new_game() const { return confirm_new_; }
  bool asking_to_leave_table() const { return leave_asked_.has_value(); }
  // This browser's online table went to another tab (it resumed it): set aside here.
  bool online_elsewhere() const { return online_elsewhere_; }
  bool has_paused_game() const { return paused_ != nullptr; }
  std::string problem() const { return words(problem_); }
  const GameConfig& config() const { return config_; }
  const GameUi& ui() const { return ui_; }
  int games_started() const { return games_; }
  int play_on_round() const { return play_on_round_; }
  int play_on_slot() const { return play_on_slot_; }
  // What the tutorial points at this frame ("<kind>:<id>"), "" when it points at nothing.
  const std::string& tutorial_hint() const { return tutorial_hint_; }
  // A fingerprint of everything the screen shows (game, UI state, setup): a frame is drawn
  // when it changed since the last one drawn (computers acting between frames change it),
  // and when it differs before and after building a frame, a click changed something during
  // that frame and the frame's layout is already out of date (window.rdTest reports it as
  // not settled). The page's calls (page_input.cpp) ask for a frame themselves.
  std::string version() const;

 private:
  void start_game(uint64_t seed);
  // The tutorial, from the setup screen or the menu: a game in progress stays resumable.
  void start_tutorial();
  // Back to the setup screen: a game in progress stays resumable, a tutorial is left.
  void leave_game();
  void end_play_on();
  // This tab keeps the saved game from now on (it started or resumed it, or the player said
  // "Keep this game here"); another tab that kept it stops writing and says so.
  void claim_game();
  // Whether another tab has claimed the saved game since this one did (it is then told once
  // and stays so until the player keeps the game here).
  bool displaced_by_another_tab();
  // Messages gathered while the page opens (a bad link and a broken saved game may both be).
  void add_problem(Said message);
  void resume_from_storage();
  // Keeps the game in the browser after every change: a game in progress to resume, a
  // finished game as the last game.
  void keep_game();
  void setup_screen();
  // The online table before its game; its game starts here once the table is ready.
  void lobby_screen();
  void ask_name_once();
  void follow_online();
  // Leaves the online table (its game, if one shows, with it).
  void leave_online();
  // The online games this page shows or keeps, gone with the table's connections.
  void drop_online_sessions();
  // This tab is the one at the browser's online table (the last to create, join or resume it).
  void claim_online();
  bool table_in_another_tab() const;
  // Over the setup screen once another tab took the online table: play here, or leave it there.
  void elsewhere_question();
  // Whether leaving the online table now walks out of its game in progress (shown, or
  // behind the lobby): the others play on without this player, so the page asks first.
  bool leaving_asks() const;
  // What the player asked for that leaves the online table, done once they say so
  // (draw_leave_question): Menu → New game (kLeaveToSetup) or Tutorial, the lobby's Leave
  // (kLeaveToSetup), a link opened (another table's invite, or a shared game: its
  // fragment), or a game record opened to watch.
  struct LeaveThen {
    GameAction action = GameAction::kNone;
    std::string link;
    std::optional<rd::Match> record;
  };
  void leave_question();
  void edit_connection_settings(LobbyAction which);
  // Seats and speed for playing on from the viewer's position; the viewer waits behind it.
  void play_on_screen();
  void game_screen(double now);
  void replay_screen(double now);
  // Opens the viewer on a game; a game in progress waits, resumable.
  // `names`: an online game's players by name (player_names.h), else by color.
  void watch(const rd::Match& game, const PlayerNames& names = no_names());
  void close_viewer();
  void download(const Session& session);
  void share(const rd::Match& game);
  // A message where the player is looking: on the setup screen, or as the game's notice.
  void tell(Said message);

  Fonts fonts_;
  GameConfig config_;
  Said problem_;  // a bad URL parameter or file, shown on the setup screen
  std::unique_ptr<Session> session_;
  std::unique_ptr<Session> paused_;  // the game in progress while the setup screen shows
  GameUi paused_ui_;                 // what its player was doing (a program half composed)
  std::unique_ptr<Session> ended_;   // a finished game being watched: Close goes back to its end
  GameUi ended_ui_;
  int kept_changes_ = -1;            // the session's changes() when last kept
  std::string online_last_kept_;     // the id of the online table whose finished game was kept as the last game
  Speed kept_speed_ = Speed::kNormal;  // and its speed
  bool has_last_game_ = false;       // a finished game is kept to watch
  bool unsaved_ = false;             // the browser refused to keep the game
  bool displaced_ = false;           // another tab keeps the saved game now
  bool keep_again_ = false;          // another tab wrote the saved game this one keeps (storage_changed)
  std::string tab_id_;               // this page's own, random: who keeps the saved game
  bool confirm_new_ = false;         // asking before a new game ends the one in progress
  std::optional<LeaveThen> leave_asked_;  // asking before leaving an online table (leaving_asks)
  // The advice to ask for a new invite (no relay, after a reload), while it may still show:
  // taken back once a friend is connected again.
  std::optional<Text> reinvite_told_;
  // A copy asked in the lobby (the link or code): told there once the browser has copied it.
  std::optional<std::string> lobby_copy_;
  bool online_elsewhere_ = false;  // online_elsewhere()
  GameUi ui_;
  bool show_lobby_ = false;  // the creator went to the lobby from an online game (to invite a friend again)
  std::optional<std::pair<int, Said>> seats_told_;  // "The seats changed": its round and message, while shown
  int seconds_shown_ = -1;    // the time per program left, in whole seconds as shown (-1: none)
  bool table_open_ = false;  // a player opened the table (Menu → The table) from an online game, until Back to the game
  // The lobby shows over an online game met without a relay: the creator inviting a friend
  // again, or a guest's answer to a new invite until the creator enters it.
  bool lobby_over_game() const;
  bool lobby_needed() const;
  int games_ = 0;
  std::unique_ptr<Timeline> replay_;  // the viewer's game, when it shows
  ReplayUi replay_ui_;
  std::vector<rd::Match::Step> play_on_;  // a new game starts from these choices
  int play_on_round_ = 0;                 // > 0 while the player chooses the seats to play on
  int play_on_slot_ = 0;                  // the slot it goes on from (1-5), 0 the round's programming
  std::string last_link_;  // the last share link made
  bool offer_tutorial_ = false;  // a first visit: the tutorial is offered on the setup screen
  std::string tutorial_hint_;
  HowtoUi howto_;          // How to play, over the setup screen or the game (which waits)
  Absences absences_;      // how long each friend at the online table has been gone
  OnlinePlay online_;      // an online table (issue #20): its lobby, then its game in session_
};

}  // namespace rdweb
