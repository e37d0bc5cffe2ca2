// `normkitchen handout`: the PDF it writes, read back with poppler's pdftotext, pdfinfo and
// pdffonts (poppler-utils, installed by tools/setup.sh).
#include "apprun.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <regex>
#include <string>
#include <unistd.h>

namespace {

using apprun::Run;
using apprun::run;
using apprun::slurp;

std::string tempPdf(const std::string &name)
{
    return "/tmp/nk_handout_" + std::to_string(::getpid()) + "_" + name + ".pdf";
}

// What a poppler tool prints for the file.
std::string poppler(const std::string &tool, const std::string &pdf)
{
    const std::string out = pdf + "." + tool + ".txt";
    const std::string cmd = tool + " '" + pdf + "' " +
                            (tool == "pdftotext" ? "'" + out + "'" : "> '" + out + "'") +
                            " 2>/dev/null";
    REQUIRE(std::system(cmd.c_str()) == 0);
    const std::string text = slurp(out);
    std::remove(out.c_str());
    return text;
}

int pageCount(const std::string &pdf)
{
    std::smatch m;
    const std::string info = poppler("pdfinfo", pdf);
    REQUIRE(std::regex_search(info, m, std::regex("Pages:\\s+(\\d+)")));
    return std::stoi(m[1]);
}

bool has(const std::string &text, const std::string &what)
{
    return text.find(what) != std::string::npos;
}

} // namespace

TEST_CASE("handout: the worked example as an A4 PDF with its numbers", "[cli][handout][long]")
{
    const std::string pdf = tempPdf("en");
    const Run r = run("handout --out '" + pdf + "' --lang en --preset worked-example");
    REQUIRE(r.status == 0);
    CHECK(r.err.find("normkitchen") == std::string::npos);
    const int pages = pageCount(pdf);
    // A title page, each chapter from a new page, the outputs page: at least 5 with 3 chapters.
    CHECK(pages >= 5);
    CHECK(has(poppler("pdfinfo", pdf), "595 x 842 pts (A4)"));
    const std::string text = poppler("pdftotext", pdf);
    // Every page carries its footer, counted by pdfinfo independently.
    CHECK(has(text, "page 1 of " + std::to_string(pages)));
    CHECK(has(text, "page " + std::to_string(pages) + " of " + std::to_string(pages)));
    // The worked example by hand: x = [2, −1, 3], γ = 1.5. Σx = 4, μ = 4/3; Σx² = 14,
    // RMS = √(14/3) = 2.16025; RMSNorm yᵢ = 1.5·xᵢ/RMS = 1.38873, −0.694365, 2.0831;
    // σ² = (4/9 + 49/9 + 25/9)/3 = 26/9 = 2.88889, LayerNorm y₁ = 1.5·(2 − 4/3)/1.69967 = 0.588348.
    for (const char *value : {"2.16025", "1.33333", "4.66667", "2.88889", "1.69967", "1.38873",
                              "\u22120.694365", "2.0831", "0.588348", "\u22122.05922", "1.47087"})
        CHECK(has(text, value));
    CHECK(has(text, "x = [2, \u22121, 3] (d = 3)"));
    CHECK(has(text, "Comparison, measured on this vector"));
    // fp32 keeps 2, −1 and 3 exactly, and ε = 1e−8 reads the same at its one typed digit.
    CHECK(has(text, "fp32 keeps every typed value exactly."));
    // Fonts are embedded (pdffonts' "emb" column says yes for every font).
    const std::string fonts = poppler("pdffonts", pdf);
    CHECK(has(fonts, "NotoSans-Regular"));
    CHECK(!std::regex_search(fonts, std::regex("Identity-H\\s+no")));
    std::remove(pdf.c_str());
}

TEST_CASE("handout: Chinese text is real, searchable text, and bf16 shows typed and stored values",
          "[cli][handout][long]")
{
    const std::string pdf = tempPdf("zh");
    const Run r = run("handout --out '" + pdf +
                      "' --lang zh --vector '5.36, -1, 2' --precision bf16 --chapters 2,3");
    REQUIRE(r.status == 0);
    const int pages = pageCount(pdf);
    CHECK(pages >= 4);
    const std::string text = poppler("pdftotext", pdf);
    CHECK(has(text, "归一化后厨讲义"));
    CHECK(!has(text, "NormKitchen"));
    CHECK(has(text, "LayerNorm（层归一化）"));
    CHECK(has(text, "RMSNorm（均方根归一化）"));
    CHECK(has(text, "老厨师"));
    // 一 and 方 copy as themselves, not as the look-alike Kangxi radicals ⼀ (U+2F00), ⽅.
    CHECK(!has(text, "\u2F00"));
    CHECK(!has(text, "\u2F45"));
    // Digits inside Chinese sentences survive copying.
    CHECK(has(text, "第 1 页，共 " + std::to_string(pages) + " 页"));
    // bf16 keeps 8 significant bits: near 5.36 its numbers are 2^-5 = 0.03125 apart, and 5.375
    // (172/32) is the nearest; the handout says both and why.
    CHECK(has(text, "5.36"));
    CHECK(has(text, "5.375"));
    CHECK(has(text, "0.03125"));
    std::remove(pdf.c_str());
}

TEST_CASE("handout: the code, the answers and an exercise sheet with its key",
          "[cli][handout][long]")
{
    const std::string pdf = tempPdf("code");
    const Run r = run("handout --out '" + pdf + "' --lang en --chapters 9,10,11 --sheet 7");
    REQUIRE(r.status == 0);
    const std::string text = poppler("pdftotext", pdf);
    std::remove(pdf.c_str());
    // Chapter 9's listings, in NumPy and PyTorch style, and the kernel's excerpt.
    CHECK(has(text, "def layer_norm(x, gamma, beta, eps=1e-5):"));
    CHECK(has(text, "def rms_norm(x, gamma, eps=1e-5):"));
    CHECK(has(text, "import torch"));
    CHECK(has(text, "core/norm/rmsnormtrace.cpp"));
    // Chapters 10 and 11 print what the app reveals on demand.
    CHECK(has(text, "Why it is tempting"));
    CHECK(has(text, "Answer (with this vector's numbers)"));
    CHECK_FALSE(has(text, "does not reproduce"));
    // Sheet 7's first exercise is x = [4, 0.8, −0.5, −2.5]. By hand: μ = 1.8/4 = 0.45 and
    // σ² = (3.55² + 0.35² + 0.95² + 2.95²)/4 = 22.33/4 = 5.5825.
    CHECK(has(text, "exercise sheet number 7"));
    CHECK_FALSE(has(text, "seed"));
    CHECK(has(text, "Answer key of exercise sheet 7"));
    CHECK(has(text, "\xCE\xBC = 0.45"));
    CHECK(has(text, "= 5.5825"));
}

TEST_CASE("handout: bad options and a file it cannot write exit 2 with one line",
          "[cli][handout][long]")
{
    const std::string pdf = tempPdf("bad");
    for (const std::string &args :
         {std::string("handout"), "handout --out '" + pdf + "' --lang fr",
          "handout --out '" + pdf + "' --chapters 99", "handout --out '" + pdf + "' --chapters x",
          "handout --out '" + pdf + "' --precision fp8",
          "handout --out '" + pdf + "' --preset worked-example --vector 1,2",
          "handout --out '" + pdf + "' --format json", "handout --out '" + pdf + "' --sheet -1",
          "handout --out '" + pdf + "' --audience parents",
          "handout --out '" + pdf + "' --sheet 2.5",
          "handout --out '" + pdf + "' --sheet 9007199254740992"}) {
        INFO(args);
        const Run r = run(args);
        CHECK(r.status == 2);
        CHECK(r.err.rfind("normkitchen handout: ", 0) == 0);
        CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    }
    CHECK(::access(pdf.c_str(), F_OK) != 0);
    const Run help = run("handout --help");
    CHECK(help.status == 0);
    CHECK(has(help.out, "--chapters LIST"));
    CHECK(has(help.out, "--sheet N"));
    // Refused before rendering: a missing folder, a folder for the file, a folder that takes no
    // file even from root (whom access(2) lets write anywhere), an option twice.
    for (const std::string &args :
         {std::string("handout --out /nonexistent-folder/x.pdf --chapters 3"),
          std::string("handout --out /proc/x.pdf --chapters 3"),
          std::string("handout --out /tmp --chapters 3"),
          "handout --out '" + pdf + "' --lang en --lang zh", "handout --out '" + pdf + "' --foo"}) {
        INFO(args);
        const Run r = run(args);
        CHECK(r.status == 2);
        CHECK(r.err.rfind("normkitchen handout: ", 0) == 0);
        CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    }
    CHECK(has(run("handout --out /nonexistent-folder/x.pdf").err, "/nonexistent-folder"));
    CHECK(has(run("handout --out /proc/x.pdf").err, "'/proc/x.pdf' cannot be written"));
    CHECK(has(run("handout --out '" + pdf + "' --foo").err, "unknown option '--foo'"));
    CHECK(::access(pdf.c_str(), F_OK) != 0);
}

TEST_CASE("handout: the student version has no teacher's notes and no key and stderr stays empty",
          "[cli][handout][long]")
{
    const std::string student = tempPdf("student"), teacher = tempPdf("teacher");
    // No XDG_RUNTIME_DIR, as on a server or in CI: a run that succeeds still prints nothing.
    const Run s =
        run("handout --out '" + student + "' --audience student --chapters 2,11 --sheet 3",
            "env -u XDG_RUNTIME_DIR");
    REQUIRE(s.status == 0);
    CHECK(s.err == "");
    CHECK(s.out == "");
    const Run t =
        run("handout --out '" + teacher + "' --chapters 2,11 --sheet 3", "env -u XDG_RUNTIME_DIR");
    REQUIRE(t.status == 0);
    CHECK(t.err == "");
    const std::string st = poppler("pdftotext", student), tt = poppler("pdftotext", teacher);
    CHECK(has(st, "Student version"));
    CHECK(has(st, "exercise sheet number 3"));
    CHECK_FALSE(has(st, "Teacher's notes"));
    CHECK_FALSE(has(st, "Answer key"));
    CHECK(has(tt, "Teacher version"));
    CHECK(has(tt, "Teacher's notes"));
    CHECK(has(tt, "Answer key of exercise sheet 3"));
    CHECK(pageCount(student) < pageCount(teacher));
    std::remove(student.c_str());
    std::remove(teacher.c_str());
}

TEST_CASE("handout: a d = 1024 title page summarises the vector and the revision sheet is one file",
          "[cli][handout]")
{
    const std::string pdf = tempPdf("d1024");
    const Run r = run("handout --out '" + pdf + "' --preset random-demo --chapters 2");
    REQUIRE(r.status == 0);
    const std::string text = poppler("pdftotext", pdf);
    CHECK(has(text, "(d = 1024)"));
    CHECK(has(text, "smallest \u22123.53855844429888, largest 2.92721591270327"));
    CHECK(has(text, "more values like these"));
    // 1024 typed values and 1024 notes on them filled 60 pages before.
    CHECK(pageCount(pdf) < 15);
    std::remove(pdf.c_str());

    const std::string html = "/tmp/nk_handout_" + std::to_string(::getpid()) + "_sheet.html";
    const Run h =
        run("handout --format html --out '" + html + "' --lang zh", "env -u XDG_RUNTIME_DIR");
    REQUIRE(h.status == 0);
    CHECK(h.err == "");
    const std::string page = slurp(html);
    CHECK(page.rfind("<!DOCTYPE html>", 0) == 0);
    CHECK(has(page, "lang=\"zh-CN\""));
    CHECK(has(page, "1.33333"));
    CHECK(has(page, "<svg"));
    std::remove(html.c_str());
}
