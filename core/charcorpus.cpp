#include "charcorpus.h"

#include <array>
#include <cmath>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace nk {

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
    const size_t validation = size_t(double(text.size()) * validationFraction);
    if (validation == 0 || validation >= text.size())
        throw std::invalid_argument(
            "the corpus is too short to split into training and validation");
    const size_t train = text.size() - validation;
    m_train.reserve(train);
    m_validation.reserve(validation);
    for (size_t i = 0; i < text.size(); ++i)
        (i < train ? m_train : m_validation).push_back(index[static_cast<unsigned char>(text[i])]);
}

CharCorpus CharCorpus::fromFile(const std::string &path, double validationFraction)
{
    std::ifstream file(path, std::ios::binary);
    if (!file)
        throw std::runtime_error("cannot read the corpus '" + path + "'");
    std::ostringstream text;
    text << file.rdbuf();
    return CharCorpus(text.str(), validationFraction);
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
