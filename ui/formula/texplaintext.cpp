#include "formula/texplaintext.h"

#include "formula/texplaintextoutput.h"
#include "formula/texsymbols.h"

#include <QHash>

namespace nk::ui {

namespace {

using Kind = TexSymbols::Kind;

// Content of \text{...}: verbatim apart from escapes, braces and $...$ math.
QString textModeContent(const QString &raw);

class Converter
{
public:
    Converter(const QString &source, bool script, int depth = 0)
        : m_src(source)
        , m_script(script)
        , m_depth(depth)
        , m_output(script)
    {
    }

    QString run();

private:
    // Nested groups are converted recursively; absurd nesting is flattened instead, so the
    // C++ stack stays small whatever the input.
    static constexpr int maxDepth = 64;
    QString sub(const QString &raw, bool script) const
    {
        if (m_depth >= maxDepth) {
            QString flat = raw;
            flat.remove(u'\\').remove(u'{').remove(u'}');
            return flat;
        }
        return Converter(raw, script, m_depth + 1).run();
    }

    // input
    bool atEnd() const { return m_pos >= m_src.size(); }
    QChar peek() const { return atEnd() ? QChar() : m_src.at(m_pos); }
    void skipSpaces();
    QString readBraced();
    QString readArgument();
    QString readOptional();
    QString readCommandName();

    // output
    void push(const QString &text, Kind kind) { m_output.push(text, kind); }
    void pushFrac(const QString &text) { m_output.pushFrac(text); }
    void attach(const QString &text) { m_output.attach(text); }

    void command(const QString &name);
    void character(QChar c);

    const QString m_src;
    const bool m_script;
    const int m_depth;
    int m_pos = 0;

    TexPlainTextOutput m_output;
    int m_matrixDepth = 0;
};

QString Converter::run()
{
    while (!atEnd()) {
        const QChar c = m_src.at(m_pos);
        if (c == u'\\') {
            ++m_pos;
            command(readCommandName());
        } else {
            character(c);
        }
    }
    return m_output.text();
}

void Converter::skipSpaces()
{
    while (!atEnd() && m_src.at(m_pos).isSpace())
        ++m_pos;
}

// At '{': the text up to the matching '}', which is consumed.
QString Converter::readBraced()
{
    const int start = ++m_pos;
    int depth = 1;
    while (!atEnd()) {
        const QChar c = m_src.at(m_pos);
        if (c == u'\\') {
            m_pos += 2;
            continue;
        }
        if (c == u'{') {
            ++depth;
        } else if (c == u'}' && --depth == 0) {
            const QString inner = m_src.mid(start, m_pos - start);
            ++m_pos;
            return inner;
        }
        ++m_pos;
    }
    m_pos = qMin(m_pos, int(m_src.size()));
    return m_src.mid(start); // unbalanced: take the rest
}

// The raw TeX of the next macro argument: a braced group, a control sequence or one character.
QString Converter::readArgument()
{
    skipSpaces();
    if (atEnd())
        return {};
    const QChar c = m_src.at(m_pos);
    if (c == u'{')
        return readBraced();
    if (c == u'\\') {
        ++m_pos;
        return u'\\' + readCommandName();
    }
    if (c.isHighSurrogate() && m_pos + 1 < m_src.size()) {
        m_pos += 2;
        return m_src.mid(m_pos - 2, 2);
    }
    ++m_pos;
    return QString(c);
}

// The raw TeX inside [...] if the next thing is an optional argument.
QString Converter::readOptional()
{
    skipSpaces();
    if (peek() != u'[')
        return {};
    const int start = ++m_pos;
    int depth = 0;
    while (!atEnd()) {
        const QChar c = m_src.at(m_pos);
        if (c == u'{')
            ++depth;
        else if (c == u'}')
            --depth;
        else if (c == u']' && depth <= 0)
            break;
        ++m_pos;
    }
    const QString inner = m_src.mid(start, m_pos - start);
    if (!atEnd())
        ++m_pos;
    return inner;
}

// After a backslash: a control word (letters) or a control symbol (one character).
QString Converter::readCommandName()
{
    if (atEnd())
        return QString(); // a lone trailing backslash: nothing
    const int start = m_pos;
    if (!m_src.at(m_pos).isLetter() || m_src.at(m_pos).unicode() > 0x7f) {
        ++m_pos;
        return m_src.mid(start, 1);
    }
    while (!atEnd() && m_src.at(m_pos).isLetter() && m_src.at(m_pos).unicode() <= 0x7f)
        ++m_pos;
    const QString name = m_src.mid(start, m_pos - start);
    if (peek() == u'*') // \operatorname*, \sum* ...
        ++m_pos;
    return name;
}

void Converter::character(QChar c)
{
    ++m_pos;
    switch (c.unicode()) {
    case u' ':
    case u'\t':
    case u'\n':
    case u'\r':
    case u'$':
    case u'}':
        return;
    case u'{':
        --m_pos;
        push(sub(readBraced(), m_script), Kind::Ord);
        return;
    case u'^':
    case u'_':
        attach(TexSymbols::toScript(sub(readArgument(), true), c == u'^'));
        return;
    case u'\'':
        attach(QStringLiteral("′"));
        return;
    case u'+':
        push(QStringLiteral("+"), Kind::Op);
        return;
    case u'-':
        push(QStringLiteral("−"), Kind::Op);
        return;
    case u'*':
        push(QStringLiteral("*"), Kind::Op);
        return;
    case u'/':
        push(QStringLiteral("/"), Kind::Close); // a/b typed inline: no spaces
        return;
    case u'=':
    case u'<':
    case u'>':
        push(QString(c), Kind::Rel);
        return;
    case u':':
        if (peek() == u'=') {
            ++m_pos;
            push(QStringLiteral(":="), Kind::Rel);
        } else {
            push(QStringLiteral(":"), Kind::Punct);
        }
        return;
    case u',':
    case u';':
        push(QString(c), Kind::Punct);
        return;
    case u'(':
    case u'[':
        push(QString(c), Kind::Open);
        return;
    case u')':
    case u']':
        push(QString(c), Kind::Close);
        return;
    case u'&':
        if (m_matrixDepth > 0)
            push(QStringLiteral(","), Kind::Punct);
        return;
    case u'~':
        push(QStringLiteral(" "), Kind::Space);
        return;
    default:
        push(QString(c), Kind::Ord);
        return;
    }
}

void Converter::command(const QString &name)
{
    // fractions
    if (name == u"frac" || name == u"dfrac" || name == u"tfrac" || name == u"cfrac") {
        const QString num = sub(readArgument(), m_script);
        const QString den = sub(readArgument(), m_script);
        pushFrac(TexSymbols::fracOperand(num, false) + u'/' + TexSymbols::fracOperand(den, true));
        return;
    }
    if (name == u"binom" || name == u"dbinom" || name == u"tbinom") {
        const QString n = sub(readArgument(), m_script);
        const QString k = sub(readArgument(), m_script);
        push(QStringLiteral("C(%1, %2)").arg(n, k), Kind::Ord);
        return;
    }
    if (name == u"sqrt") {
        const QString index = readOptional();
        const QString body = sub(readArgument(), m_script);
        QString text = index.isEmpty() ? QString() : TexSymbols::toScript(sub(index, true), true);
        text += u'√';
        text += (body.isEmpty() || TexSymbols::isSingleSymbol(body)) ? body : u'(' + body + u')';
        push(text, Kind::Ord);
        return;
    }
    // text: verbatim
    if (name == u"text" || name == u"textrm" || name == u"textit" || name == u"textbf" ||
        name == u"textsf" || name == u"texttt" || name == u"textnormal" || name == u"mbox" ||
        name == u"hbox") {
        const QString text = textModeContent(readArgument());
        if (text.trimmed().isEmpty())
            push(QStringLiteral(" "), Kind::Space);
        else
            push(text, Kind::Ord);
        return;
    }
    // fonts: content
    if (name == u"mathrm" || name == u"mathbf" || name == u"mathit" || name == u"mathsf" ||
        name == u"mathtt" || name == u"mathcal" || name == u"mathscr" || name == u"mathfrak" ||
        name == u"boldsymbol" || name == u"bm" || name == u"pmb" || name == u"mathnormal" ||
        name == u"boxed" || name == u"underbrace" || name == u"overbrace" || name == u"mathord") {
        push(sub(readArgument(), m_script), Kind::Ord);
        return;
    }
    if (name == u"mathbb") {
        static const QHash<QChar, QString> doubleStruck = {
            {u'R', QStringLiteral("ℝ")}, {u'N', QStringLiteral("ℕ")}, {u'Z', QStringLiteral("ℤ")},
            {u'Q', QStringLiteral("ℚ")}, {u'C', QStringLiteral("ℂ")}, {u'P', QStringLiteral("ℙ")},
            {u'H', QStringLiteral("ℍ")}, {u'E', QStringLiteral("𝔼")}, {u'1', QStringLiteral("𝟙")},
        };
        QString text;
        for (QChar c : sub(readArgument(), m_script))
            text += doubleStruck.value(c, QString(c));
        push(text, Kind::Ord);
        return;
    }
    if (name == u"operatorname" || name == u"mathop") {
        push(sub(readArgument(), m_script), Kind::Func);
        return;
    }
    if (name == u"textcolor" || name == u"colorbox") {
        readArgument(); // the colour
        push(sub(readArgument(), m_script), Kind::Ord);
        return;
    }
    if (name == u"color" || name == u"label" || name == u"phantom" || name == u"hphantom" ||
        name == u"vphantom") {
        readArgument();
        return;
    }
    if (name == u"tag") {
        push(QStringLiteral("  (") + textModeContent(readArgument()) + u')', Kind::Ord);
        return;
    }
    // delimiters sizes: dropped; "\left." has no delimiter at all
    if (name == u"left" || name == u"right" || name == u"middle" || name == u"big" ||
        name == u"Big" || name == u"bigg" || name == u"Bigg" || name == u"bigl" ||
        name == u"bigr" || name == u"Bigl" || name == u"Bigr" || name == u"biggl" ||
        name == u"biggr" || name == u"Biggl" || name == u"Biggr" || name == u"bigm" ||
        name == u"Bigm") {
        skipSpaces();
        if (peek() == u'.')
            ++m_pos;
        return;
    }
    // accents
    static const QHash<QString, QChar> accents = {
        {QStringLiteral("hat"), QChar(0x0302)},
        {QStringLiteral("widehat"), QChar(0x0302)},
        {QStringLiteral("bar"), QChar(0x0304)},
        {QStringLiteral("overline"), QChar(0x0305)},
        {QStringLiteral("tilde"), QChar(0x0303)},
        {QStringLiteral("widetilde"), QChar(0x0303)},
        {QStringLiteral("vec"), QChar(0x20D7)},
        {QStringLiteral("dot"), QChar(0x0307)},
        {QStringLiteral("ddot"), QChar(0x0308)},
        {QStringLiteral("check"), QChar(0x030C)},
        {QStringLiteral("breve"), QChar(0x0306)},
        {QStringLiteral("acute"), QChar(0x0301)},
        {QStringLiteral("grave"), QChar(0x0300)},
        {QStringLiteral("underline"), QChar(0x0332)},
        {QStringLiteral("overrightarrow"), QChar(0x20D7)},
    };
    if (const auto accent = accents.constFind(name); accent != accents.constEnd()) {
        const QString body = sub(readArgument(), m_script);
        QString text;
        if (TexSymbols::isSingleSymbol(body) || name == u"overline" || name == u"bar" ||
            name == u"underline") {
            // the mark after each base character (before any script characters)
            for (QChar c : body) {
                text += c;
                if (c.isLetterOrNumber() && !TexSymbols::isScriptChar(c))
                    text += accent.value();
            }
        } else {
            text = name + u'(' + body + u')';
        }
        push(text, Kind::Ord);
        return;
    }
    // environments
    if (name == u"begin" || name == u"end") {
        const QString env = readArgument().trimmed();
        const bool begin = name == u"begin";
        if (begin && (env == u"array" || env == u"subarray"))
            readArgument(); // column spec
        static const QHash<QString, QPair<QString, QString>> matrices = {
            {QStringLiteral("matrix"), {QString(), QString()}},
            {QStringLiteral("smallmatrix"), {QString(), QString()}},
            {QStringLiteral("array"), {QString(), QString()}},
            {QStringLiteral("pmatrix"), {QStringLiteral("("), QStringLiteral(")")}},
            {QStringLiteral("bmatrix"), {QStringLiteral("["), QStringLiteral("]")}},
            {QStringLiteral("Bmatrix"), {QStringLiteral("{"), QStringLiteral("}")}},
            {QStringLiteral("vmatrix"), {QStringLiteral("|"), QStringLiteral("|")}},
            {QStringLiteral("Vmatrix"), {QStringLiteral("‖"), QStringLiteral("‖")}},
        };
        const auto matrix = matrices.constFind(env);
        if (matrix == matrices.constEnd())
            return;
        if (begin) {
            ++m_matrixDepth;
            push(matrix->first, Kind::Open);
        } else {
            m_matrixDepth = qMax(0, m_matrixDepth - 1);
            push(matrix->second, Kind::Close);
        }
        return;
    }
    if (name == u"\\" || name == u"cr" || name == u"newline") {
        push(QStringLiteral(";"), Kind::Punct);
        return;
    }
    if (name == u"not") {
        m_output.negateNext();
        return;
    }
    const auto symbol = TexSymbols::symbol(name);
    if (symbol) {
        push(symbol->text, symbol->kind);
        return;
    }
    // Unknown: its name, never the raw TeX.
    push(name, Kind::Ord);
}

QString textModeContent(const QString &raw)
{
    QString out;
    for (int i = 0; i < raw.size(); ++i) {
        const QChar c = raw.at(i);
        if (c == u'{' || c == u'}')
            continue;
        if (c == u'~') {
            out += u' ';
            continue;
        }
        if (c == u'$') {
            const int end = raw.indexOf(u'$', i + 1);
            const int stop = end < 0 ? raw.size() : end;
            out += TexPlainText::convert(raw.mid(i + 1, stop - i - 1));
            i = stop;
            continue;
        }
        if (c == u'\\' && i + 1 < raw.size()) {
            const QChar next = raw.at(i + 1);
            if (!next.isLetter()) {
                out += next == u'\\' ? QChar(u' ') : next;
                ++i;
                continue;
            }
            int end = i + 1;
            while (end < raw.size() && raw.at(end).isLetter())
                ++end;
            out += TexPlainText::convert(raw.mid(i, end - i));
            i = end - 1;
            continue;
        }
        out += c;
    }
    return out;
}

} // namespace

QString TexPlainText::convert(const QString &tex)
{
    return Converter(tex, false).run();
}

} // namespace nk::ui
