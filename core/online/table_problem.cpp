#include "table_problem.h"

#include <array>

namespace rd {

namespace {
constexpr std::array<std::string_view, kTableCodes> kNames = {
#define RD_TABLE_NAME(name) #name,
    RD_TABLE_PROBLEMS(RD_TABLE_NAME)
#undef RD_TABLE_NAME
};
static_assert(kTableCodes == kNames.size(), "a name for every table problem");
}  // namespace

std::string_view table_code_name(TableCode code) { return kNames[size_t(code)]; }

}  // namespace rd
