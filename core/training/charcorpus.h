#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace nk {

// A character-level corpus: the alphabet is the set of distinct bytes of the text (sorted),
// each byte becomes its index, and the last validationFraction of the text is the validation
// split (the rest trains).
class CharCorpus
{
public:
    // Throws std::invalid_argument when the text has fewer than 2 distinct bytes or either split
    // would be empty.
    explicit CharCorpus(const std::string &text, double validationFraction = 0.1);
    // Reads the whole file; throws std::runtime_error when it cannot be read, is a folder, is
    // empty, is not text (a NUL byte) or is larger than kMaxFileBytes, which it finds out
    // without reading more than that (a device such as /dev/zero never ends).
    static CharCorpus fromFile(const std::string &path, double validationFraction = 0.1);
    static constexpr size_t kMaxFileBytes = size_t(64) << 20;
    // The shortest text whose two splits are each longer than a context of `context` characters
    // (a training window is context + 1 of them).
    static size_t minimumLength(int context, double validationFraction = 0.1);
    size_t length() const { return m_train.size() + m_validation.size(); }

    int vocabularySize() const { return int(m_alphabet.size()); }
    const std::string &alphabet() const { return m_alphabet; }
    const std::vector<int> &trainTokens() const { return m_train; }
    const std::vector<int> &validationTokens() const { return m_validation; }
    std::string decode(const std::vector<int> &tokens) const;

    // The unigram baseline in nats per character: the entropy −Σ p·ln p of the validation
    // split's own character frequencies, the least loss any model that ignores context can reach
    // on that split.
    double unigramEntropy() const;
    // ln V: the loss of a model that guesses every character of the alphabet alike (an
    // untrained model starts near it).
    double uniformEntropy() const;

private:
    std::string m_alphabet;
    std::vector<int> m_train;
    std::vector<int> m_validation;
};

} // namespace nk
