#include "screens/setup_screen.h"

#include <algorithm>

#include "board/board_view.h"
#include "registry.h"
#include "logic/event_words.h"
#include "logic/level_words.h"
#include "ui/language_choice.h"
#include "page/layout.h"
#include "ui/palette.h"
#include "logic/text.h"
#include "ui/touch.h"
#include "ui/question.h"
#include "ui/widgets.h"

namespace rdweb {

namespace {



// One seat, one row of the seats table: the color, the village it crosses to, and who plays
// it (a person at this device, or the computer at a level).
void seat_row(GameConfig& config, int seat, int color) {
  ImGui::PushID(seat);
  const std::string id = "seat-" + std::to_string(seat + 1);
  const float chip = std::min(ImGui::GetFrameHeight(), ImGui::GetTextLineHeight() * 1.4f);
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  color_chip(color, chip);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(color_text(color));
  ImGui::TableNextColumn();
  color_chip(rd::destination(color), chip);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(color_text(rd::destination(color)));
  ImGui::TableNextColumn();
  SeatPlan& plan = config.seats[seat];
  if (choice(text(Text::kSetupHuman), plan.human)) plan.human = true;
  layout_add_item("button", id + "-human");
  if (flow_radio(text(Text::kSetupAi), !plan.human)) plan.human = false;
  layout_add_item("button", id + "-ai");
  if (!plan.human) {
    std::vector<std::string> bots = rd::offered_bot_names();
    // A computer a link or a played-on game named (greedy, random) shows too, chosen.
    if (std::find(bots.begin(), bots.end(), plan.bot) == bots.end()) bots.push_back(plan.bot);
    const std::string level = bot_level_text(plan.bot);
    const float w = ImGui::CalcTextSize(level.c_str()).x + ImGui::GetFrameHeight() + ImGui::GetStyle().FramePadding.x * 2;
    flow(w);
    ImGui::SetNextItemWidth(w);
    if (begin_list("##level", level.c_str())) {
      for (const std::string& bot : bots) {
        if (list_item(bot_level_text(bot).c_str(), plan.bot == bot)) plan.bot = bot;
        layout_add_item("button", id + "-ai-" + bot);
      }
      ImGui::EndCombo();
    }
    layout_add_item("button", id + "-level");
  }
  ImGui::PopID();
}

// The seats: who plays each color in play, and where each color goes.
void seats_table(GameConfig& config, const std::array<int8_t, rd::kColors>& colors, int n) {
  if (!ImGui::BeginTable("##seats", 3, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingFixedFit))
    return;
  ImGui::TableSetupColumn(text(Text::kSetupColumnColor));
  ImGui::TableSetupColumn(text(Text::kSetupColumnGoesTo));
  ImGui::TableSetupColumn(text(Text::kSetupColumnPlayedBy), ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableHeadersRow();
  for (int i = 0; i < n; ++i) seat_row(config, i, colors[i]);
  ImGui::EndTable();
}

// Over the setup screen: a new game would end the one in progress (ui/question.h).
SetupAction confirm_new_game(const Session& paused, const Fonts& fonts) {
  begin_question("##confirm-new", text(Text::kConfirmNewTitle),
                 format(Text::kConfirmNewBody, {{"round", paused.state().round()}, {"n", paused.state().players()}}), fonts);
  SetupAction action = SetupAction::kNone;
  if (question_answer(text(Text::kConfirmResume), "confirm-resume")) action = SetupAction::kResume;
  if (question_answer(text(Text::kConfirmStartNew), "confirm-start-new")) action = SetupAction::kStart;
  end_question();
  return action;
}

// The tutorial: on a first visit a line that offers it in view (no window over the setup, so
// that a player who came to play starts as before); later a small button by Open (below).
void tutorial_offer(SetupAction& action) {
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4{1.0f, 0.84f, 0.25f, 1.0f});
  ImGui::TextWrapped("%s", text(Text::kTutorialOfferLine));
  ImGui::PopStyleColor();
  if (ImGui::Button(text(Text::kTutorialStart), {0, target_size(0)})) action = SetupAction::kTutorial;
  layout_add_item("button", "tutorial");
  // The same height as the button beside it (a small button looked like a different kind of thing).
  const char* no_thanks = text(Text::kTutorialNoThanks);
  const float w = ImGui::CalcTextSize(no_thanks).x + ImGui::GetStyle().FramePadding.x * 2;
  flow(w);
  if (ImGui::Button(no_thanks, {w, target_size(0)})) action = SetupAction::kNoTutorial;
  layout_add_item("button", "tutorial-no-thanks");
}

void speed_choice(GameConfig& config) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(text(Text::kSetupSpeed));
  const Text speeds[] = {Text::kSpeedNormal, Text::kSpeedFast, Text::kSpeedInstant};
  for (int i = 0; i < 3; ++i)
    if (flow_radio(text(speeds[i]), config.speed == Speed(i))) config.speed = Speed(i);
  ImGui::Spacing();
}


}  // namespace

// The table as it will be: villages of the colors in play, on the chosen side.
void draw_preview(const GameConfig& config) {
  std::array<int8_t, rd::kColors> colors;
  seat_colors(config.players, colors);
  draw_board_behind(rd::State(rd::standard_board(), {config.players, config.variant, rd::Color(colors[0])}));
}

void draw_board_behind(const rd::State& state) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  draw_board(ImGui::GetBackgroundDrawList(), state,
             BoardTransform::fit(state.board(), {vp->Pos.x + 12, vp->Pos.y + 12}, {vp->Pos.x + vp->Size.x - 12, vp->Pos.y + vp->Size.y - 12}));
}

// The setup's box, centred over the board's preview.
void begin_setup_window(const char* name) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const float width = std::min(600.0f, vp->Size.x - 16);
  ImGui::SetNextWindowPos({vp->Pos.x + vp->Size.x / 2, vp->Pos.y + vp->Size.y / 2}, ImGuiCond_Always, {0.5f, 0.5f});
  ImGui::SetNextWindowSize({width, 0});
  ImGui::SetNextWindowBgAlpha(0.9f);
  ImGui::Begin(name, nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
}

SetupAction draw_play_on_screen(GameConfig& config, const SetupContext& view, const Fonts& fonts) {
  draw_preview(config);
  begin_setup_window("##play-on");
  SetupAction action = SetupAction::kNone;
  ImGui::PushFont(fonts.heading);
  ImGui::TextUnformatted(text(Text::kPlayOnTitle));
  ImGui::PopFont();
  const std::string where = view.play_on_slot > 0
                                ? format(Text::kPlayOnAtSlot, {{"round", view.play_on_round}, {"slot", view.play_on_slot}})
                                : format(Text::kPlayOnAtRound, {{"round", view.play_on_round}});
  ImGui::TextWrapped("%s", where.c_str());
  ImGui::Separator();
  std::array<int8_t, rd::kColors> colors;
  seats_table(config, colors, seat_colors(config.players, colors));
  ImGui::Separator();
  speed_choice(config);
  ImGui::PushFont(fonts.heading);
  if (ImGui::Button(text(Text::kPlayOnStart), {-1, 0})) {
    if (view.paused) view.confirm_new = true;  // the game in progress would end: ask first
    else action = SetupAction::kStart;
  }
  layout_add_item("button", "start");
  ImGui::PopFont();
  // As tall as Play on: both are the step's ways out (#23 §7: an 18 px button among 44 px ones).
  if (ImGui::Button(text(Text::kPlayOnCancel), {-1, ImGui::GetItemRectSize().y})) action = SetupAction::kCancelPlayOn;
  layout_add_item("button", "cancel-play-on");
  swipe_scroll();
  ImGui::End();
  if (view.confirm_new && view.paused) action = confirm_new_game(*view.paused, fonts);
  return action;
}

SetupAction draw_setup_screen(GameConfig& config, const SetupContext& view, const Fonts& fonts) {
  const std::string& problem = view.problem;
  const Session* paused = view.paused;
  draw_preview(config);
  begin_setup_window("##setup");
  SetupAction action = SetupAction::kNone;
  ImGui::PushFont(fonts.title);
  ImGui::TextUnformatted(text(Text::kTitle));
  ImGui::PopFont();
  ImGui::TextWrapped("%s", text(Text::kTitleBlurb));
  // Where a newcomer looks first (at the bottom, a phone's screen hid it below the setup).
  const bool howto = ImGui::Button(text(Text::kHowtoTitle), {0, target_size(0)});
  layout_add_item("button", "howto");
  language_buttons();
  if (view.offer_tutorial) tutorial_offer(action);
  if (!problem.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4{1.0f, 0.55f, 0.35f, 1.0f});
    ImGui::TextWrapped("%s", problem.c_str());
    ImGui::PopStyleColor();
  }
  if (howto) action = SetupAction::kHowTo;
  ImGui::Separator();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(text(Text::kSetupPlayers));
  for (int n = rd::kMinPlayers; n <= rd::kMaxPlayers; ++n) {
    if (flow_radio(std::to_string(n).c_str(), config.players == n)) {
      config.players = n;
      if (config.first >= 0 && !(rd::colors_in_play(n) >> config.first & 1)) config.first = -1;
    }
    layout_add_item("button", "players-" + std::to_string(n));
  }
  std::array<int8_t, rd::kColors> colors;
  const int n = seat_colors(config.players, colors);
  seats_table(config, colors, n);

  ImGui::Separator();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(text(Text::kSetupVariant));
  if (flow_radio(text(Text::kSetupStandard), config.variant == rd::Variant::kStandard)) config.variant = rd::Variant::kStandard;
  layout_add_item("button", "variant-standard");
  if (flow_radio(text(Text::kSetupExpert), config.variant == rd::Variant::kExpert)) config.variant = rd::Variant::kExpert;
  layout_add_item("button", "variant-expert");

  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(text(Text::kSetupFirst));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(160);
  if (begin_list("##first", config.first < 0 ? text(Text::kSetupFirstRandom) : color_text(config.first))) {
    if (list_item(text(Text::kSetupFirstRandom), config.first < 0)) config.first = -1;
    for (int i = 0; i < n; ++i)
      if (list_item(color_text(colors[i]), config.first == colors[i])) config.first = colors[i];
    ImGui::EndCombo();
  }

  speed_choice(config);
  if (paused) {
    if (ImGui::Button(format(Text::kSetupResume, {{"round", paused->state().round()}, {"n", paused->state().players()}}).c_str(), {-1, 0}))
      action = SetupAction::kResume;
    layout_add_item("button", "resume");
  }
  ImGui::PushFont(fonts.heading);
  if (ImGui::Button(text(Text::kSetupStart), {-1, 0})) {
    if (paused) view.confirm_new = true;
    else action = SetupAction::kStart;
  }
  layout_add_item("button", "start");
  ImGui::PopFont();
  // The same seats at an online table: the human seats but the first are for friends (#20).
  if (flow_small_button(text(Text::kSetupPlayOnline))) action = SetupAction::kPlayOnline;
  layout_add_item("button", "play-online");
  ImGui::SameLine();
  if (flow_small_button(text(Text::kOpenRecord))) action = SetupAction::kOpenFile;
  layout_add_item("button", "open-record");
  if (!view.offer_tutorial) {
    if (flow_small_button(text(Text::kTutorialSetupButton))) action = SetupAction::kTutorial;
    layout_add_item("button", "tutorial");
  }
  if (view.has_last_game) {
    ImGui::SameLine();
    if (flow_small_button(text(Text::kWatchLastGame))) action = SetupAction::kWatchLast;
    layout_add_item("button", "watch-last");
  }
  swipe_scroll();
  ImGui::End();
  if (view.confirm_new && paused) action = confirm_new_game(*paused, fonts);
  return action;
}

}  // namespace rdweb
