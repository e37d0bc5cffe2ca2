#include "session/classroom.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace nk {

Classroom::JoinResult Classroom::join(const std::string &nick, const std::string &token,
                                      const std::string &newToken)
{
    if (!token.empty()) {
        const auto it = m_byToken.find(token);
        if (it != m_byToken.end()) {
            const Participant &p = m_participants.at(it->second);
            return {p.id, p.name, p.token, true};
        }
    }
    Participant p;
    p.id = m_nextId++;
    p.named = !nick.empty();
    p.name = p.named ? nick : "Student " + std::to_string(p.id);
    p.token = newToken;
    m_byToken[p.token] = p.id;
    m_participants[p.id] = p;
    return {p.id, p.name, p.token, false};
}

bool Classroom::remove(int id)
{
    const auto it = m_participants.find(id);
    if (it == m_participants.end())
        return false;
    m_byToken.erase(it->second.token);
    m_participants.erase(it);
    return true;
}

const Classroom::Participant *Classroom::participant(int id) const
{
    const auto it = m_participants.find(id);
    return it == m_participants.end() ? nullptr : &it->second;
}

std::vector<Classroom::Participant> Classroom::participants() const
{
    std::vector<Participant> out;
    for (const auto &[id, p] : m_participants)
        out.push_back(p);
    return out;
}

std::string Classroom::ask(const std::string &prompt, double truth, double now,
                           const std::optional<Exercise> &exercise, AnswerSlips::Quantity quantity,
                           const std::map<std::string, std::string> &prompts)
{
    for (Question &q : m_questions)
        if (q.state == QuestionState::Open)
            q.state = QuestionState::Closed;
    Question q;
    q.id = "q" + std::to_string(m_questions.size() + 1);
    q.prompt = prompt;
    q.prompts = prompts;
    q.truth = truth;
    q.openedAt = now;
    q.exercise = exercise;
    q.quantity = quantity;
    m_questions.push_back(q);
    return q.id;
}

const std::string &Classroom::Question::promptIn(const std::string &language) const
{
    const auto it = prompts.find(language);
    return it != prompts.end() && !it->second.empty() ? it->second : prompt;
}

Classroom::Question *Classroom::findQuestion(const std::string &questionId)
{
    for (Question &q : m_questions)
        if (q.id == questionId)
            return &q;
    return nullptr;
}

const Classroom::Question *Classroom::question(const std::string &questionId) const
{
    return const_cast<Classroom *>(this)->findQuestion(questionId);
}

const Classroom::Question *Classroom::latest() const
{
    return m_questions.empty() ? nullptr : &m_questions.back();
}

bool Classroom::close(const std::string &questionId)
{
    Question *q = findQuestion(questionId);
    if (!q || q->state != QuestionState::Open)
        return false;
    q->state = QuestionState::Closed;
    return true;
}

bool Classroom::reveal(const std::string &questionId)
{
    Question *q = findQuestion(questionId);
    if (!q || q->state == QuestionState::Revealed)
        return false;
    q->state = QuestionState::Revealed;
    return true;
}

Classroom::AnswerStatus Classroom::answer(int participant, const std::string &questionId,
                                          const std::string &text, double now)
{
    const Participant *p = this->participant(participant);
    if (!p)
        return AnswerStatus::UnknownStudent;
    const Question *q = question(questionId);
    if (!q)
        return AnswerStatus::UnknownQuestion;
    if (q->state != QuestionState::Open)
        return AnswerStatus::NotOpen;
    Answer a;
    a.participant = participant;
    a.name = p->name;
    a.text = text;
    a.seconds = std::max(0.0, now - q->openedAt);
    m_answers[questionId][participant] = a;
    return AnswerStatus::Recorded;
}

const Classroom::Answer *Classroom::answerOf(int participant, const std::string &questionId) const
{
    const auto q = m_answers.find(questionId);
    if (q == m_answers.end())
        return nullptr;
    const auto a = q->second.find(participant);
    return a == q->second.end() ? nullptr : &a->second;
}

std::vector<Classroom::Answer> Classroom::answers(const std::string &questionId) const
{
    std::vector<Answer> out;
    const auto q = m_answers.find(questionId);
    if (q != m_answers.end())
        for (const auto &[id, a] : q->second)
            out.push_back(a);
    return out;
}

int Classroom::answeredCount(const std::string &questionId) const
{
    const auto q = m_answers.find(questionId);
    return q == m_answers.end() ? 0 : int(q->second.size());
}

std::string Classroom::verdictWord(AnswerGrader::Verdict v)
{
    switch (v) {
    case AnswerGrader::Verdict::Right:
        return "right";
    case AnswerGrader::Verdict::Wrong:
        return "wrong";
    case AnswerGrader::Verdict::Empty:
        return "empty";
    case AnswerGrader::Verdict::Unreadable:
        return "unreadable";
    }
    return "unreadable";
}

std::string Classroom::closenessWord(const AnswerGrader::Grade &g)
{
    if (g.verdict != AnswerGrader::Verdict::Right && g.verdict != AnswerGrader::Verdict::Wrong)
        return {};
    switch (AnswerGrader::closeness(g)) {
    case AnswerGrader::Closeness::SpotOn:
        return "spot-on";
    case AnswerGrader::Closeness::Close:
        return "close";
    case AnswerGrader::Closeness::Off:
        return "off";
    }
    return {};
}

bool Classroom::slipOf(const Question &q, const std::string &text, AnswerSlips::Match *match) const
{
    if (!q.exercise)
        return false;
    const AnswerGrader::Grade g = AnswerGrader::grade(text, q.truth);
    if (g.verdict != AnswerGrader::Verdict::Wrong)
        return false;
    return AnswerSlips::diagnose(*q.exercise, q.quantity, g.typed, match);
}

Classroom::Tally Classroom::tally(const std::string &questionId) const
{
    Tally t;
    const Question *q = question(questionId);
    if (!q)
        return t;
    std::map<AnswerSlips::Slip, int> slips;
    for (const Answer &a : answers(questionId)) {
        ++t.answers;
        const AnswerGrader::Grade g = AnswerGrader::grade(a.text, q->truth);
        switch (g.verdict) {
        case AnswerGrader::Verdict::Right:
            ++t.right;
            t.guesses.push_back(g.typed);
            break;
        case AnswerGrader::Verdict::Wrong: {
            ++t.wrong;
            t.guesses.push_back(g.typed);
            AnswerSlips::Match m;
            if (slipOf(*q, a.text, &m))
                ++slips[m.slip];
            else
                ++t.wrongWithoutSlip;
            break;
        }
        case AnswerGrader::Verdict::Empty:
            ++t.empty;
            break;
        case AnswerGrader::Verdict::Unreadable:
            ++t.unreadable;
            break;
        }
    }
    t.shareRight = t.answers > 0 ? double(t.right) / t.answers : 0.0;
    for (const auto &[slip, n] : slips)
        t.slips.push_back({slip, n});
    std::stable_sort(t.slips.begin(), t.slips.end(),
                     [](const SlipCount &a, const SlipCount &b) { return a.count > b.count; });
    return t;
}

std::string Classroom::csvField(const std::string &text)
{
    std::string s = text;
    if (!s.empty()) {
        const char c = s[0];
        const bool number =
            c == '-' && s.size() > 1 && ((s[1] >= '0' && s[1] <= '9') || s[1] == '.');
        if (c == '=' || c == '+' || c == '@' || c == '\t' || c == '\r' || (c == '-' && !number))
            s.insert(s.begin(), '\'');
    }
    if (s.find_first_of(",\"\r\n") == std::string::npos)
        return s;
    std::string out = "\"";
    for (char c : s) {
        if (c == '"')
            out += '"';
        out += c;
    }
    return out + "\"";
}

std::string Classroom::resultsCsv(bool anonymous) const
{
    std::string out = "question,prompt,student,answer,verdict,seconds\r\n";
    for (const Question &q : m_questions) {
        for (const Answer &a : answers(q.id)) {
            const AnswerGrader::Grade g = AnswerGrader::grade(a.text, q.truth);
            char seconds[32];
            std::snprintf(seconds, sizeof seconds, "%.1f", a.seconds);
            out += csvField(q.id) + ',' + csvField(q.prompt) + ',' +
                   csvField(anonymous ? "S" + std::to_string(a.participant) : a.name) + ',' +
                   csvField(a.text) + ',' + verdictWord(g.verdict) + ',' + seconds + "\r\n";
        }
    }
    return out;
}

} // namespace nk
