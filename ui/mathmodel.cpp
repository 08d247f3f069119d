#include "ui/mathmodel.h"

#include <QFont>

namespace kvb::ui {

MathModel::MathModel(QObject* parent)
    : QAbstractTableModel(parent)
{}

void MathModel::setExplanation(const std::vector<ExplanationStep>& steps)
{
    beginResetModel();
    m_steps = steps;
    endResetModel();
}

QString MathModel::toPlainText() const
{
    QStringList lines;
    for (const ExplanationStep& step : m_steps)
        lines << (step.formula.isEmpty() ? tr("%1: %2").arg(step.label, step.value)
                                         : tr("%1: %2 = %3").arg(step.label, step.formula, step.value));
    return lines.join(QLatin1Char('\n'));
}

int MathModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_steps.size());
}

int MathModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

QVariant MathModel::data(const QModelIndex& index, int role) const
{
    if (!hasIndex(index.row(), index.column(), index.parent()))
        return {};
    const ExplanationStep& step = m_steps[static_cast<std::size_t>(index.row())];
    if (role == StepIdRole)
        return step.id;
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (static_cast<Columns>(index.column())) {
        case StepColumn:
            return step.label;
        case FormulaColumn:
            return step.formula;
        case ValueColumn:
            return step.value;
        case NUM_COLUMNS:
            break;
        }
    }
    if (role == Qt::FontRole && index.column() == ValueColumn) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::TextAlignmentRole && index.column() == ValueColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant MathModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (static_cast<Columns>(section)) {
    case StepColumn:
        return tr("Step");
    case FormulaColumn:
        return tr("Working");
    case ValueColumn:
        return tr("Result");
    case NUM_COLUMNS:
        break;
    }
    return {};
}

} // namespace kvb::ui
