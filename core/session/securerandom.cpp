#include "session/securerandom.h"

#include <cerrno>
#include <cstdio>
#include <stdexcept>

#include <sys/random.h>

namespace nk {

std::string SecureRandom::bytes(int n)
{
    std::string out(size_t(n > 0 ? n : 0), '\0');
    size_t got = 0;
    while (got < out.size()) {
        const ssize_t r = getrandom(out.data() + got, out.size() - got, 0);
        if (r > 0) {
            got += size_t(r);
            continue;
        }
        if (r < 0 && errno == EINTR)
            continue;
        break; // ENOSYS on an old kernel: the device below
    }
    if (got < out.size()) {
        FILE *f = std::fopen("/dev/urandom", "rb");
        if (!f)
            throw std::runtime_error("no cryptographic random numbers on this system");
        got += std::fread(out.data() + got, 1, out.size() - got, f);
        std::fclose(f);
        if (got < out.size())
            throw std::runtime_error("no cryptographic random numbers on this system");
    }
    return out;
}

std::string SecureRandom::text(int length, const std::string &alphabet)
{
    if (alphabet.empty() || alphabet.size() > 256)
        throw std::invalid_argument("alphabet of 1 to 256 characters");
    // Bytes at or above the largest multiple of the alphabet's size are drawn again.
    const unsigned limit = 256u - 256u % unsigned(alphabet.size());
    std::string out;
    while (int(out.size()) < length) {
        for (unsigned char b : bytes(length)) {
            if (b < limit && int(out.size()) < length)
                out += alphabet[b % alphabet.size()];
        }
    }
    return out;
}

std::string SecureRandom::sessionCode()
{
    return text(6, "23456789ABCDEFGHJKMNPQRSTUVWXYZ");
}

std::string SecureRandom::token()
{
    static const char hex[] = "0123456789abcdef";
    std::string out;
    for (unsigned char b : bytes(16)) {
        out += hex[b >> 4];
        out += hex[b & 15];
    }
    return out;
}

} // namespace nk
