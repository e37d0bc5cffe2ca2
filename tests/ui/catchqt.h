#pragma once

#include <catch2/catch.hpp>

#include <QSize>
#include <QString>

#include <string>

// How Catch2 prints the Qt values a failed check shows. One definition for every widget test:
// a specialization seen in some files and not in others would print differently per file, and
// the files are compiled together in unity batches.
namespace Catch {
template <> struct StringMaker<QString>
{
    static std::string convert(const QString &s) { return '"' + s.toStdString() + '"'; }
};
template <> struct StringMaker<QSize>
{
    static std::string convert(const QSize &s)
    {
        return std::to_string(s.width()) + "x" + std::to_string(s.height());
    }
};
} // namespace Catch
