#pragma once

#include <string>
#include <vector>

// `normkitchen session-bench --students N --questions Q [--format text|json] [--window]`: a class
// on loopback. A SessionServer on 127.0.0.1 serves a headless lesson; N QWebSocket students join,
// the teacher changes step and asks Q questions, each student answers each. Prints
// students_joined, answers_sent, answers_counted, answers_lost, the state broadcast's latency
// from the teacher's step change to each phone (p50, p99), and the teacher's step change itself
// with everyone connected (p50, max). Exit 0, 1 when a student or an answer was lost, 2 on bad
// arguments.
class SessionBenchCommand
{
public:
    struct Options
    {
        bool help = false;
        int students = 30;
        int questions = 5;
        std::string format = "text";
        // --window: the lesson in a window (offscreen, 1920x1080) whose step change, layout and
        // repaint as the event loop does them, are timed with the phones connected.
        bool window = false;
    };
    static int run(int argc, char **argv, const std::vector<std::string> &args);
    // Throws CommandArguments::UsageError.
    static Options parse(const std::vector<std::string> &args);
    static std::string usage();
    static constexpr int kMaxStudents = 300; // the protocol's connection cap
    static constexpr int kMaxQuestions = 1000;
};
