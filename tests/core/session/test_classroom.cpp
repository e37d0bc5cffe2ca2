// The class model: joining and rejoining by token, "Student N", questions open, closed and
// revealed, answers with their time, the tally with its slips, bins, and the CSV.
#include "session/answerbins.h"
#include "session/classroom.h"

#include <catch2/catch.hpp>

using namespace nk;

TEST_CASE("session classroom: a rejoin by token keeps the student and the answers", "[session]")
{
    Classroom c;
    const Classroom::JoinResult ann = c.join("Ann", "", "t-ann");
    const Classroom::JoinResult anon = c.join("", "unknown-token", "t-2");
    CHECK(ann.id == 1);
    CHECK(ann.name == "Ann");
    CHECK_FALSE(ann.rejoined);
    CHECK(anon.name == "Student 2");
    CHECK(anon.token == "t-2");
    const std::string q = c.ask("Mean?", 2.5, 10.0);
    REQUIRE(c.answer(ann.id, q, "2.5", 14.0) == Classroom::AnswerStatus::Recorded);
    const Classroom::JoinResult back = c.join("Someone else", "t-ann", "t-new");
    CHECK(back.rejoined);
    CHECK(back.id == ann.id);
    CHECK(back.name == "Ann");
    CHECK(back.token == "t-ann");
    REQUIRE(c.answerOf(back.id, q));
    CHECK(c.answerOf(back.id, q)->text == "2.5");
    CHECK(c.answerOf(back.id, q)->seconds == Approx(4.0));
    CHECK(c.count() == 2);
    CHECK(c.remove(ann.id));
    CHECK_FALSE(c.join("", "t-ann", "t-3").rejoined);
    CHECK(c.answeredCount(q) == 1); // a removed student's answer stays in the results
}

TEST_CASE("session classroom: answers count only while the question is open", "[session]")
{
    Classroom c;
    const int id = c.join("Bo", "", "t").id;
    const std::string q1 = c.ask("Mean?", 2.0, 0.0);
    CHECK(c.answer(id, q1, "1", 1.0) == Classroom::AnswerStatus::Recorded);
    CHECK(c.answer(id, q1, "2", 3.0) == Classroom::AnswerStatus::Recorded); // replaces
    CHECK(c.answerOf(id, q1)->text == "2");
    CHECK(c.answer(id, "q9", "2", 3.0) == Classroom::AnswerStatus::UnknownQuestion);
    CHECK(c.answer(99, q1, "2", 3.0) == Classroom::AnswerStatus::UnknownStudent);
    CHECK(c.reveal(q1));
    CHECK(c.answer(id, q1, "3", 4.0) == Classroom::AnswerStatus::NotOpen);
    const std::string q2 = c.ask("Variance?", 1.0, 5.0);
    const std::string q3 = c.ask("RMS?", 1.0, 6.0); // closes q2
    CHECK(c.question(q2)->state == Classroom::QuestionState::Closed);
    CHECK(c.answer(id, q2, "1", 7.0) == Classroom::AnswerStatus::NotOpen);
    CHECK(c.latest()->id == q3);
}

TEST_CASE("session classroom: the tally grades and names the slips", "[session]")
{
    // x = [1, 2, 3, 6]: σ² = 3.5; Σ(x − μ)²/(d − 1) = 14/3 is the divided-by-d−1 slip.
    Exercise e;
    e.vector = {1.0, 2.0, 3.0, 6.0};
    Classroom c;
    const std::string q = c.ask("Variance?", 3.5, 0.0, e, AnswerSlips::Quantity::Variance);
    const char *typed[] = {"3.5", "3.50", "14/3", "4.667", "", "abc", "100"};
    for (const char *t : typed)
        c.answer(c.join("", "", std::string("t") + t).id, q, t, 1.0);
    const Classroom::Tally t = c.tally(q);
    CHECK(t.answers == 7);
    CHECK(t.right == 2);
    CHECK(t.wrong == 3);
    CHECK(t.empty == 1);
    CHECK(t.unreadable == 1);
    CHECK(t.shareRight == Approx(2.0 / 7.0));
    REQUIRE_FALSE(t.slips.empty());
    CHECK(t.slips.front().slip == AnswerSlips::Slip::DividedByDMinusOne);
    CHECK(t.slips.front().count == 2);
    CHECK(t.wrongWithoutSlip == 1);
    CHECK(t.guesses.size() == 5);
    CHECK(Classroom::verdictWord(AnswerGrader::Verdict::Unreadable) == "unreadable");
    CHECK(Classroom::closenessWord(AnswerGrader::grade("3.5", 3.5)) == "spot-on");
    CHECK(Classroom::closenessWord(AnswerGrader::grade("3.7", 3.5)) == "close");
    CHECK(Classroom::closenessWord(AnswerGrader::grade("", 3.5)).empty());
}

TEST_CASE("session classroom: the CSV escapes fields and can leave names out", "[session]")
{
    Classroom c;
    const int a = c.join("=HYPERLINK(\"x\")", "", "t1").id;
    const int b = c.join("Lee, \"Jr\"", "", "t2").id;
    const std::string q = c.ask("Mean, μ?", 2.0, 0.0);
    c.answer(a, q, "-2", 2.25);
    c.answer(b, q, "2", 3.0);
    const std::string named = c.resultsCsv(false);
    CHECK(named.rfind("question,prompt,student,answer,verdict,seconds\r\n", 0) == 0);
    CHECK(named.find("q1,\"Mean, μ?\",\"'=HYPERLINK(\"\"x\"\")\",-2,wrong,2.2\r\n") !=
          std::string::npos);
    CHECK(named.find("\"Lee, \"\"Jr\"\"\",2,right,3.0") != std::string::npos);
    const std::string anonymous = c.resultsCsv(true);
    CHECK(anonymous.find("HYPERLINK") == std::string::npos);
    CHECK(anonymous.find(",S1,-2,wrong,") != std::string::npos);
    CHECK(Classroom::csvField("-x") == "'-x");
    CHECK(Classroom::csvField("a\nb") == "\"a\nb\"");
}

TEST_CASE("session classroom: a phone reads the prompt in its language, else the teacher's",
          "[session]")
{
    Classroom c;
    const std::string id = c.ask("Mean μ?", 2.5, 0.0, {}, AnswerSlips::Quantity::Mean,
                                 {{"zh", "均值 μ？"}, {"en", ""}});
    const Classroom::Question *q = c.question(id);
    REQUIRE(q);
    CHECK(q->promptIn("zh") == "均值 μ？");
    CHECK(q->promptIn("en") == "Mean μ?"); // empty: the teacher's
    CHECK(q->promptIn("fr") == "Mean μ?");
    CHECK(q->prompt == "Mean μ?"); // the CSV and the console keep the teacher's
}

TEST_CASE("session bins: every guess and the truth fall in a bin", "[session]")
{
    const AnswerBins::Result r = AnswerBins::bin({1.0, 2.0, 2.0, 3.0, 1.0 / 0.0}, 2.5, 4);
    REQUIRE(r.bins.size() == 4);
    CHECK(r.notFinite == 1);
    int total = 0, truths = 0;
    for (const AnswerBins::Bin &b : r.bins) {
        total += b.count;
        truths += b.holdsTruth;
        CHECK(b.low < b.high);
    }
    CHECK(total == 4);
    CHECK(truths == 1);
    CHECK(r.bins.front().low == 1.0);
    CHECK(r.bins.back().high == 3.0);
    const AnswerBins::Result same = AnswerBins::bin({2.0, 2.0}, 2.0);
    REQUIRE_FALSE(same.bins.empty());
    int n = 0;
    for (const AnswerBins::Bin &b : same.bins)
        n += b.count;
    CHECK(n == 2);
    CHECK(AnswerBins::bin({}, 1.0).bins.size() == 1);
}
