#pragma once

// Runs the Catch2 session on the command line's arguments and returns its exit status. Defined in
// catchsession.cpp, the one file that compiles Catch2's implementation (Catch::Session is
// declared only there).
int runCatchSession(int argc, char **argv);
