#pragma once

#include <optional>
#include <string>
#include <vector>

namespace nk {

// What the lesson shows now, for the `state` message: one per language, the same for every
// student of that language (the server serialises it once per language, not per phone).
struct LessonState
{
    int chapterNumber = 0;
    std::string chapterTitle;
    int stepNumber = 0; // 1-based
    int stepCount = 0;
    std::string stepTitle;
    std::string stepText;       // plain text, paragraphs separated by a blank line
    std::string formula;        // TeX with the live numbers, may be empty
    std::vector<double> vector; // the first elements (the server sends at most 64)
    int d = 0;                  // the vector's full length
    bool hasValues = false;
    std::string valuesLabel;
    std::vector<double> values;
    bool followPace = true;
    bool paused = false;
    // The question open, closed or revealed on this step, if any.
    bool hasQuestion = false;
    std::string questionId;
    std::string questionPrompt;
    bool questionOpen = false;
    int students = 0;
};

// The server's side of docs/SESSION-PROTOCOL.md: each message as one JSON text (JsonWriter:
// inf and nan as strings, strings escaped, so a nickname with markup stays text).
class ServerMessages
{
public:
    static std::string welcome(int id, const std::string &name, const std::string &token);
    // answered: this student has an answer in for the question (the only per-student field).
    static std::string state(const LessonState &s, const std::string &lang, bool answered);
    static std::string question(const std::string &id, const std::string &prompt, bool open,
                                bool answered);
    struct Reveal
    {
        std::string question;
        double truth = 0.0;
        std::optional<std::string> yours;
        std::string verdict;                  // right, wrong, empty, unreadable
        std::optional<std::string> closeness; // spot-on, close, off
        std::string hint;
        double shareRight = 0.0;
    };
    static std::string reveal(const Reveal &r);
    static std::string whatIf(const std::vector<double> &vector, bool hasValues,
                              const std::string &label, const std::vector<double> &values,
                              const std::string &formula);
    static std::string paused(bool paused);
    static std::string ended();
    static std::string error(const std::string &message, const std::string &field = {});
};

} // namespace nk
