# Builds the language files into the program: writes OUTPUT, a C++ file defining
# rdweb::kLanguageFileText, one raw string per file of FILES (in Language order).
# Run as: cmake -DOUTPUT=... -DFILES="en.json;fr.json;it.json" -P embed_languages.cmake
set(code "// Generated from the language files by web/logic/embed_languages.cmake: do not edit.\n")
string(APPEND code "namespace rdweb {\nextern const char* const kLanguageFileText[] = {\n")
foreach(file IN LISTS FILES)
  file(READ "${file}" words)
  if(words MATCHES "\\)rdlang\"")
    message(FATAL_ERROR "${file} contains the raw string's closing delimiter")
  endif()
  string(APPEND code "R\"rdlang(${words})rdlang\",\n")
endforeach()
string(APPEND code "};\n}  // namespace rdweb\n")
file(WRITE "${OUTPUT}.tmp" "${code}")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
