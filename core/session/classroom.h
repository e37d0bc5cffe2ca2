#pragma once

#include "exercises/answergrader.h"
#include "exercises/answerslips.h"
#include "exercises/exercisesheet.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace nk {

// A class session's people and questions, Qt-free: who joined (id, name, rejoin token), the
// questions asked (open, closed, revealed), each student's answer with the seconds it took,
// and what the class got: share right, slips matched, a CSV of the results. Times are seconds
// on the caller's clock. Kept in memory only; nothing here writes a file.
class Classroom
{
public:
    struct Participant
    {
        int id = 0;
        std::string name; // the nickname, or "Student N"
        std::string token;
        bool named = false; // gave a nickname (false: "Student N")
    };

    struct JoinResult
    {
        int id = 0;
        std::string name;
        std::string token;
        bool rejoined = false; // a known token: the same student, answers kept
    };
    // A known token rejoins as that student (the nickname given now is ignored: the name stays
    // the one the class saw); any other token, or none, is a new student "Student N" when the
    // nickname is empty. makeToken makes the new token (SecureRandom::token in the server).
    JoinResult join(const std::string &nick, const std::string &token, const std::string &newToken);
    // Forgets a participant and their token (their answers stay in the results); false when
    // there was none.
    bool remove(int id);
    const Participant *participant(int id) const;
    std::vector<Participant> participants() const; // by id
    int count() const { return int(m_participants.size()); }

    enum class QuestionState { Open, Closed, Revealed };
    struct Question
    {
        std::string id;     // "q1", "q2", …
        std::string prompt; // in the teacher's language
        // The prompt in the phones' languages ("en", "zh") when the teacher's differs.
        std::map<std::string, std::string> prompts;
        double truth = 0.0;
        QuestionState state = QuestionState::Open;
        double openedAt = 0.0;
        // When the question is an exercise quantity, the slips a wrong answer is matched with.
        std::optional<Exercise> exercise;
        AnswerSlips::Quantity quantity = AnswerSlips::Quantity::Mean;
        // The prompt a phone in this language reads: its own, else the teacher's.
        const std::string &promptIn(const std::string &language) const;
    };
    // Opens a question (the one before, if still open, is closed). Returns its id.
    std::string ask(const std::string &prompt, double truth, double now,
                    const std::optional<Exercise> &exercise = {},
                    AnswerSlips::Quantity quantity = AnswerSlips::Quantity::Mean,
                    const std::map<std::string, std::string> &prompts = {});
    bool close(const std::string &questionId);
    bool reveal(const std::string &questionId);
    const Question *question(const std::string &questionId) const;
    const Question *latest() const; // the last asked, or nullptr
    const std::vector<Question> &questions() const { return m_questions; }

    enum class AnswerStatus { Recorded, UnknownStudent, UnknownQuestion, NotOpen };
    // Records (or replaces) a participant's answer while the question is open.
    AnswerStatus answer(int participant, const std::string &questionId, const std::string &text,
                        double now);

    struct Answer
    {
        int participant = 0;
        std::string name; // as when answered (kept after a removal)
        std::string text;
        double seconds = 0.0; // from the question's opening to the last answer
    };
    const Answer *answerOf(int participant, const std::string &questionId) const;
    std::vector<Answer> answers(const std::string &questionId) const; // by participant id
    int answeredCount(const std::string &questionId) const;

    // What the class answered, for the reveal (names never in it).
    struct SlipCount
    {
        AnswerSlips::Slip slip;
        int count = 0;
    };
    struct Tally
    {
        int answers = 0;
        int right = 0;
        int wrong = 0;
        int empty = 0;
        int unreadable = 0;
        double shareRight = 0.0;      // right / answers (0 with no answers)
        std::vector<double> guesses;  // the numbers read (right and wrong), for the plot
        std::vector<SlipCount> slips; // wrong answers per slip, most first
        int wrongWithoutSlip = 0;
    };
    Tally tally(const std::string &questionId) const;

    // A student's grade, verdict word ("right", "wrong", "empty", "unreadable") and closeness
    // word ("spot-on", "close", "off", empty for no number) as the protocol names them.
    static std::string verdictWord(AnswerGrader::Verdict v);
    static std::string closenessWord(const AnswerGrader::Grade &g);
    // The slip a wrong answer matches, when the question has an exercise.
    bool slipOf(const Question &q, const std::string &text, AnswerSlips::Match *match) const;

    // The results as CSV: question, prompt, student (nickname, or "S<id>" when anonymous),
    // answer, verdict, seconds, one row per answer. Fields quoted as RFC 4180 says; a field a
    // spreadsheet would run as a formula (=, +, @, or - not starting a number) begins with '.
    std::string resultsCsv(bool anonymous) const;
    static std::string csvField(const std::string &text);

private:
    Question *findQuestion(const std::string &questionId);

    std::map<int, Participant> m_participants;
    std::map<std::string, int> m_byToken;
    int m_nextId = 1;
    std::vector<Question> m_questions;
    // question id -> participant id -> answer
    std::map<std::string, std::map<int, Answer>> m_answers;
};

} // namespace nk
