#pragma once

#include "quizcommand.h"

#include "exercises/exercisesheet.h"

#include <QString>

#include <cstdint>
#include <iosfwd>
#include <vector>

// The quiz's text mode, `normkitchen quiz --sheet S --ask`: asks each exercise's five answers on
// stdin, one per prompt, grades them with nk::AnswerGrader, names the slip a wrong one matches
// (ExerciseWords and SlipWords, the words chapter 11's sheet uses), lets the student try once
// more, then gives the key with the lesson step that computes it, and ends with the score. An
// unreadable or empty line is asked again without using up the try; the end of the input ends
// the quiz with the score so far.
class QuizSession
{
public:
    static constexpr int kTries = 2;

    QuizSession(std::uint64_t sheet, std::vector<nk::Exercise> exercises, QString language);

    // Asks everything on `in`, writes to `out`; `echo` repeats each line read after its prompt
    // (for piped input, which the terminal does not echo). Returns the number of right answers.
    int run(std::istream &in, std::ostream &out, bool echo);
    int asked() const { return m_asked; }

    // The command: a QCoreApplication for the translations (zh), then run() on stdin.
    static int runCommand(int argc, char **argv, const QuizCommand::Options &options);

private:
    // One answer: true when right within the tries; false when wrong or the input ended
    // (*ended is set).
    bool ask(std::istream &in, std::ostream &out, bool echo, const nk::Exercise &exercise,
             int quantity, bool *ended);

    std::uint64_t m_sheet;
    std::vector<nk::Exercise> m_exercises;
    QString m_language;
    int m_asked = 0;
};
