#include "training/charcorpus.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <system_error>
#include <vector>

namespace nk {

namespace {

size_t validationLength(size_t length, double validationFraction)
{
    return size_t(double(length) * validationFraction);
}

} // namespace

CharCorpus::CharCorpus(const std::string &text, double validationFraction)
{
    std::array<int, 256> index{};
    index.fill(-1);
    std::array<bool, 256> seen{};
    for (unsigned char c : text)
        seen[c] = true;
    for (int c = 0; c < 256; ++c)
        if (seen[size_t(c)]) {
            index[size_t(c)] = int(m_alphabet.size());
            m_alphabet.push_back(char(c));
        }
    if (m_alphabet.size() < 2)
        throw std::invalid_argument("the corpus needs at least two distinct characters");
    const size_t validation = validationLength(text.size(), validationFraction);
    if (validation == 0 || validation >= text.size()) {
        size_t least = 2; // the shortest text that leaves both parts a character
        while (least < 1000000 && (validationLength(least, validationFraction) == 0 ||
                                   validationLength(least, validationFraction) >= least))
            ++least;
        throw std::invalid_argument(
            "the corpus is too short to split into training and validation: it needs at least " +
            std::to_string(least) + " characters and has " + std::to_string(text.size()));
    }
    const size_t train = text.size() - validation;
    m_train.reserve(train);
    m_validation.reserve(validation);
    for (size_t i = 0; i < text.size(); ++i)
        (i < train ? m_train : m_validation).push_back(index[static_cast<unsigned char>(text[i])]);
}

CharCorpus CharCorpus::fromFile(const std::string &path, double validationFraction)
{
    std::error_code error;
    if (std::filesystem::is_directory(path, error))
        throw std::runtime_error("the corpus '" + path + "' is a folder, not a text file");
    std::ifstream file(path, std::ios::binary);
    if (!file)
        throw std::runtime_error("cannot read the corpus '" + path + "'");
    // Read in blocks, so that a binary file is refused at its first NUL and an endless one at
    // the size limit, before either fills the memory.
    std::string text;
    std::vector<char> block(size_t(1) << 16);
    while (file) {
        file.read(block.data(), std::streamsize(block.size()));
        const size_t got = size_t(file.gcount());
        if (std::find(block.begin(), block.begin() + std::ptrdiff_t(got), '\0') !=
            block.begin() + std::ptrdiff_t(got))
            throw std::runtime_error("the corpus '" + path + "' is not text (it has NUL bytes)");
        if (text.size() + got > kMaxFileBytes)
            throw std::runtime_error("the corpus '" + path + "' is larger than " +
                                     std::to_string(kMaxFileBytes >> 20) + " MB");
        text.append(block.data(), got);
    }
    if (text.empty())
        throw std::runtime_error("the corpus '" + path + "' is empty");
    return CharCorpus(text, validationFraction);
}

size_t CharCorpus::minimumLength(int context, double validationFraction)
{
    // Both splits hold more than `context` tokens: n·f > context for the validation split, so
    // start at (context + 1)/f and step up past the rounding down.
    const size_t T = size_t(std::max(context, 0));
    size_t n = size_t(std::ceil(double(T + 1) / validationFraction));
    while (validationLength(n, validationFraction) <= T ||
           n - validationLength(n, validationFraction) <= T)
        ++n;
    return n;
}

std::string CharCorpus::decode(const std::vector<int> &tokens) const
{
    std::string s;
    for (int t : tokens)
        s.push_back(m_alphabet[size_t(t)]);
    return s;
}

double CharCorpus::unigramEntropy() const
{
    std::vector<double> counts(m_alphabet.size(), 0.0);
    for (int t : m_validation)
        counts[size_t(t)] += 1.0;
    const double n = double(m_validation.size());
    double h = 0.0;
    for (double c : counts)
        if (c > 0.0)
            h -= c / n * std::log(c / n);
    return h;
}

double CharCorpus::uniformEntropy() const
{
    return std::log(double(m_alphabet.size()));
}

} // namespace nk
