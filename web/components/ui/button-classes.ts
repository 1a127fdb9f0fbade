// The class name by which ButtonRow (button.tsx) gives a client component's plain <button> (Go Back)
// the primary look: both import it from here.
export const buttonClasses = {rowButton: 'button-row-button'} as const
