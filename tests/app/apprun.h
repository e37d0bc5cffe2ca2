#pragma once

// Runs the normkitchen executable for the command-line tests and collects what it printed.
#include "testpaths.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

namespace apprun {

struct Run
{
    int status = -1;
    std::string out;
    std::string err;
};

inline std::string slurp(const std::string &path)
{
    std::ifstream f(path);
    std::stringstream s;
    s << f.rdbuf();
    return s.str();
}

// The app with arguments (already shell-quoted) and an optional environment prefix
// ("env -u DISPLAY ..."); stdout and stderr go through temporary files.
inline Run run(const std::string &args, const std::string &env = "")
{
    static int counter = 0;
    const std::string base =
        "nk_cli_test_" + std::to_string(::getpid()) + "_" + std::to_string(counter++);
    const std::string out = "/tmp/" + base + ".out", err = "/tmp/" + base + ".err";
    const std::string cmd =
        env + " '" + std::string(nk::test::appPath()) + "' " + args + " >" + out + " 2>" + err;
    nk::test::useFormulaCache(); // the app reads back what earlier tests typeset
    const int raw = std::system(cmd.c_str());
    Run r;
    r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    r.out = slurp(out);
    r.err = slurp(err);
    std::remove(out.c_str());
    std::remove(err.c_str());
    return r;
}

} // namespace apprun
