#include "formula/formuladiskcache.h"
#include "formula/formularenderer.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace nk::ui;

namespace {

constexpr int kDiskTimeoutMs = 60000;
const QString kDiskTex = QStringLiteral(R"(\frac{x_i}{\sqrt{\frac{1}{d}\sum_j x_j^2 + \epsilon}})");

int filesIn(const QString &directory)
{
    int count = 0;
    QDirIterator it(directory, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        ++count;
    }
    return count;
}

} // namespace

TEST_CASE("the disk cache gives back what was stored, for that TeX and bundle only",
          "[formula][disk]")
{
    QTemporaryDir dir;
    FormulaDiskCache cache(dir.path(), "bundle-a");
    REQUIRE(cache.isEnabled());
    CHECK_FALSE(cache.find(kDiskTex).has_value());
    const QByteArray svg = "<svg width=\"3ex\"><path d=\"M0 0\"/></svg>";
    REQUIRE(cache.store(kDiskTex, {svg, {}}));
    REQUIRE(cache.store(QStringLiteral(R"(\frac{1)"), {{}, QStringLiteral("Missing close brace")}));

    const auto hit = cache.find(kDiskTex);
    REQUIRE(hit.has_value());
    CHECK(hit->svg == svg);
    CHECK(hit->error.isEmpty());
    const auto failed = cache.find(QStringLiteral(R"(\frac{1)"));
    REQUIRE(failed.has_value());
    CHECK(failed->svg.isEmpty());
    CHECK(failed->error == QStringLiteral("Missing close brace"));

    CHECK_FALSE(cache.find(kDiskTex + u' ').has_value());
    // Another bundle never sees these pictures.
    FormulaDiskCache rebuilt(dir.path(), "bundle-b");
    CHECK_FALSE(rebuilt.find(kDiskTex).has_value());
    // Disabled: nothing is read or written.
    FormulaDiskCache none(QString(), "bundle-a");
    CHECK_FALSE(none.isEnabled());
    CHECK_FALSE(none.find(kDiskTex).has_value());
    CHECK_FALSE(none.store(kDiskTex, {svg, {}}));
    // An entry must be a picture or an error, not both or neither.
    CHECK_FALSE(cache.store(QStringLiteral("y"), {}));
    CHECK_FALSE(cache.store(QStringLiteral("y"), {svg, QStringLiteral("both")}));
}

TEST_CASE("a damaged or foreign file in the disk cache is a miss, not a crash", "[formula][disk]")
{
    QTemporaryDir dir;
    FormulaDiskCache cache(dir.path(), "bundle");
    const QByteArray svg = "<svg width=\"3ex\"></svg>";
    REQUIRE(cache.store(kDiskTex, {svg, {}}));
    const QString path = cache.fileFor(kDiskTex);
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QByteArray whole = file.readAll();
    file.close();

    auto rewrite = [&](const QByteArray &bytes) {
        QFile out(path);
        REQUIRE(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(bytes);
    };
    // Cut short at every length: never a hit, never a crash.
    for (int length = 0; length < whole.size(); ++length) {
        rewrite(whole.left(length));
        INFO("cut at " << length << " of " << whole.size());
        CHECK_FALSE(cache.find(kDiskTex).has_value());
    }
    // A huge length field: rejected without allocating it.
    QByteArray huge = whole.left(4);
    huge.append("\x7f\xff\xff\xf0", 4);
    rewrite(huge);
    CHECK_FALSE(cache.find(kDiskTex).has_value());
    // Garbage after the entry, and not SVG where SVG should be.
    rewrite(whole + "x");
    CHECK_FALSE(cache.find(kDiskTex).has_value());
    rewrite(QByteArray(whole).replace("<svg", "<xyz"));
    CHECK_FALSE(cache.find(kDiskTex).has_value());
    // A file made for another TeX (a hash collision, or a copied file) is not served.
    REQUIRE(cache.store(QStringLiteral("a + b"), {svg, {}}));
    QFile::remove(path);
    REQUIRE(QFile::copy(cache.fileFor(QStringLiteral("a + b")), path));
    CHECK_FALSE(cache.find(kDiskTex).has_value());
    // And a good file again is a hit.
    rewrite(whole);
    CHECK(cache.find(kDiskTex).has_value());
}

TEST_CASE("the disk cache stays within its limit, the oldest files going first", "[formula][disk]")
{
    QTemporaryDir dir;
    constexpr qint64 limit = 40 * 1024;
    FormulaDiskCache cache(dir.path(), "bundle", limit);
    const QByteArray svg = "<svg>" + QByteArray(2000, 'p') + "</svg>"; // ~4 KB as UTF-16
    QStringList texs;
    for (int i = 0; i < 30; ++i) {
        texs << QStringLiteral("x_{%1}").arg(i);
        REQUIRE(cache.store(texs.last(), {svg, {}}));
        // Distinct, increasing times, so "oldest" is well defined.
        QFile f(cache.fileFor(texs.last()));
        REQUIRE(f.open(QIODevice::ReadWrite));
        REQUIRE(f.setFileTime(QDateTime::currentDateTimeUtc().addSecs(i - 100),
                              QFileDevice::FileModificationTime));
    }
    qint64 before = 0;
    for (const QString &tex : std::as_const(texs))
        before += QFileInfo(cache.fileFor(tex)).size();
    REQUIRE(before > limit);
    const int removed = cache.trim();
    CHECK(removed > 0);
    qint64 after = 0;
    for (const QString &tex : std::as_const(texs))
        after += QFileInfo(cache.fileFor(tex)).size();
    CHECK(after <= limit * 3 / 4);
    CHECK(filesIn(dir.path()) == texs.size() - removed);
    // The newest are kept, the oldest went.
    CHECK(cache.find(texs.last()).has_value());
    CHECK_FALSE(cache.find(texs.first()).has_value());
    // Within the limit: nothing goes.
    CHECK(cache.trim() == 0);
}

TEST_CASE("a second renderer draws from the disk cache without loading MathJax", "[formula][disk]")
{
    QTemporaryDir dir;
    const QString bad = QStringLiteral(R"(\frac{1)");
    QByteArray svg;
    {
        FormulaRenderer first(nullptr, dir.path());
        CHECK(first.diskCacheDirectory() == dir.path());
        CHECK_FALSE(first.isReady()); // nothing asked for yet: MathJax not loaded
        first.request(kDiskTex);
        first.request(bad);
        REQUIRE(first.waitUntilIdle(kDiskTimeoutMs));
        CHECK(first.isReady());
        CHECK(first.diskHits() == 0);
        svg = first.svg(kDiskTex);
        REQUIRE(svg.startsWith("<svg"));
        REQUIRE(first.hasFailed(bad));
    }
    CHECK(filesIn(dir.path()) == 2);

    FormulaRenderer second(nullptr, dir.path());
    QSignalSpy typeset(&second, &FormulaRenderer::typeset);
    second.request(kDiskTex);
    second.request(bad);
    REQUIRE(second.waitUntilIdle(kDiskTimeoutMs));
    CHECK(typeset.count() == 2); // views learn of it the same way
    CHECK(second.svg(kDiskTex) == svg);
    CHECK(second.hasFailed(bad));
    CHECK_FALSE(second.errorString(bad).isEmpty());
    CHECK(second.diskHits() == 2);
    CHECK_FALSE(second.isReady());
    CHECK(second.loadMilliseconds() == 0);

    // A formula the folder lacks loads MathJax then, and is typeset.
    second.request(QStringLiteral("a^2 + b^2"));
    REQUIRE(second.waitUntilIdle(kDiskTimeoutMs));
    CHECK(second.isReady());
    CHECK(second.svg(QStringLiteral("a^2 + b^2")).startsWith("<svg"));
    CHECK(filesIn(dir.path()) == 3);

    // Asked to, it loads MathJax before any formula.
    FormulaRenderer third(nullptr, dir.path());
    QSignalSpy ready(&third, &FormulaRenderer::ready);
    third.loadNow();
    REQUIRE(ready.wait(kDiskTimeoutMs));
    CHECK(third.isReady());
}

TEST_CASE("NK_FORMULA_CACHE chooses the disk cache folder, off turns it off", "[formula][disk]")
{
    const QByteArray saved = qgetenv("NK_FORMULA_CACHE");
    const bool wasSet = qEnvironmentVariableIsSet("NK_FORMULA_CACHE");
    qputenv("NK_FORMULA_CACHE", "off");
    CHECK(FormulaDiskCache::defaultDirectory().isEmpty());
    qputenv("NK_FORMULA_CACHE", "/some/folder");
    CHECK(FormulaDiskCache::defaultDirectory() == QStringLiteral("/some/folder"));
    qunsetenv("NK_FORMULA_CACHE");
    const QString standard = FormulaDiskCache::defaultDirectory();
    CHECK(standard.endsWith(QStringLiteral("/formulas")));
    if (wasSet)
        qputenv("NK_FORMULA_CACHE", saved);
    // The keys of two bundles differ; of one bundle, they agree.
    CHECK(FormulaDiskCache::keyOf("a") == FormulaDiskCache::keyOf("a"));
    CHECK(FormulaDiskCache::keyOf("a") != FormulaDiskCache::keyOf("b"));
}
