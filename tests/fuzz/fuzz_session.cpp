// Fuzzes what a student's phone can send a class session: nk::StudentMessageParser::parse (the
// JSON reader and the schema), then what the server does with a frame that validates: a join's
// nickname into the class, an answer graded, a what-if vector traced. Besides "no crash",
// checks the promises: an error is one non-empty line in both languages; a join's nickname is
// at most 24 characters, trimmed; the server's messages built from it are JSON the reader reads.
#include "session/classroom.h"
#include "session/jsonreader.h"
#include "session/servermessages.h"
#include "session/studentmessage.h"
#include "session/whatif.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

void check(bool ok, const char *what)
{
    if (!ok) {
        std::fprintf(stderr, "fuzz_session: %s\n", what);
        std::abort();
    }
}

void checkJson(const std::string &json)
{
    check(nk::JsonReader::parse(json).ok(), "a server message does not read back");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string frame(reinterpret_cast<const char *>(data), size);
    nk::StudentMessage m;
    nk::MessageProblem problem;
    if (!nk::StudentMessageParser::parse(frame, &m, &problem)) {
        for (const char *lang : {"en", "zh"}) {
            const std::string line = problem.text(lang);
            check(!line.empty(), "an empty error");
            check(line.find('\n') == std::string::npos && line.find('\r') == std::string::npos,
                  "an error of more than one line");
            checkJson(nk::ServerMessages::error(line, problem.field));
        }
        return 0;
    }
    nk::Classroom room;
    switch (m.type) {
    case nk::StudentMessage::Type::Join: {
        check(nk::StudentMessageParser::length(m.nick) <= nk::StudentMessageParser::kMaxNickLength,
              "a nickname over the limit");
        check(nk::StudentMessageParser::cleanNick(m.nick) == m.nick, "a nickname not clean");
        const nk::Classroom::JoinResult r = room.join(m.nick, m.token, "t");
        checkJson(nk::ServerMessages::welcome(r.id, r.name, r.token));
        break;
    }
    case nk::StudentMessage::Type::Answer: {
        const int id = room.join("", "", "t").id;
        const std::string q = room.ask(m.question, 1.0, 0.0);
        check(room.answer(id, q, m.text, 1.0) == nk::Classroom::AnswerStatus::Recorded,
              "an answer to the open question not recorded");
        checkJson(nk::ServerMessages::question(q, m.question, true, true));
        (void)room.tally(q);
        (void)room.resultsCsv(false);
        break;
    }
    case nk::StudentMessage::Type::WhatIf: {
        const nk::WhatIf::Result r =
            nk::WhatIf::compute(m.vector, nk::NormSettings(), nk::Algorithm::LayerNorm, 4);
        check(r.ok || !r.error.empty(), "a what-if neither computed nor refused");
        check(int(r.vector.size()) <= nk::WhatIf::kMaxElements, "a what-if over 64 elements");
        if (r.ok)
            checkJson(
                nk::ServerMessages::whatIf(r.vector, r.hasValues, r.label, r.values, r.formula));
        break;
    }
    }
    return 0;
}
