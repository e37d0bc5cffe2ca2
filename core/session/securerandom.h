#pragma once

#include <string>

namespace nk {

// Secrets a class session hands out (the session code, rejoin tokens) from the operating
// system's cryptographic generator (getrandom(2), else /dev/urandom): a seeded generator's
// output could be guessed by a student from the codes it gave before.
class SecureRandom
{
public:
    // n random bytes; throws std::runtime_error when the system has none to give.
    static std::string bytes(int n);
    // length characters from alphabet, each equally likely (rejection sampling, no modulo bias).
    static std::string text(int length, const std::string &alphabet);
    // A session code a class types or scans: 6 characters, no 0/O or 1/I/L to mistake.
    static std::string sessionCode();
    // A rejoin token: 128 random bits as 32 hex digits.
    static std::string token();
};

} // namespace nk
